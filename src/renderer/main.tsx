import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { CaptionOverlayView } from './features/voice/CaptionOverlayView';
import './styles/app.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* The caption overlay window loads the same page with ?view=overlay. */}
    {new URLSearchParams(location.search).get('view') === 'overlay' ? <CaptionOverlayView /> : <App />}
  </StrictMode>,
);
