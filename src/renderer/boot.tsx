// React and the frame: the app (or, with ?view=overlay, the caption overlay window's own view).
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// The caption overlay window needs only its own view: it is a chunk of its own.
const CaptionOverlayView = lazy(() => import('./features/voice/CaptionOverlayView').then((m) => ({ default: m.CaptionOverlayView })));

export function boot(overlay: boolean): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {overlay ? (
        <Suspense fallback={null}>
          <CaptionOverlayView />
        </Suspense>
      ) : (
        <App />
      )}
    </StrictMode>,
  );
}
