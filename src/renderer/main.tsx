import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { CaptionOverlayView } from './features/voice/CaptionOverlayView';
import { QuickPopupView } from './features/quickTranslate/QuickPopupView';
import { followOpenInMain } from './features/quickTranslate/openInMain';
import './styles/app.css';

const view = new URLSearchParams(location.search).get('view');
if (view === null) followOpenInMain();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* The caption overlay and the quick translate popup load the same page with ?view=overlay or ?view=popup. */}
    {view === 'overlay' ? <CaptionOverlayView /> : view === 'popup' ? <QuickPopupView /> : <App />}
  </StrictMode>,
);
