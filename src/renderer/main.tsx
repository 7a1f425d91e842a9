import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles/app.css';

// The caption overlay window needs only its own view: it is a chunk of its own.
const CaptionOverlayView = lazy(() => import('./features/captions/CaptionOverlayView').then((m) => ({ default: m.CaptionOverlayView })));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* The caption overlay window loads the same page with ?view=overlay. */}
    {new URLSearchParams(location.search).get('view') === 'overlay' ? (
      <Suspense fallback={null}>
        <CaptionOverlayView />
      </Suspense>
    ) : <App />}
  </StrictMode>,
);
