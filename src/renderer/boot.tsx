// React and the frame: the app, or a small window's own view (?view=overlay, ?view=popup), each its own chunk.
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { IntlRoot } from './i18n/IntlRoot';

const VoiceOverlayView = lazy(() =>
  import('./features/voice/VoiceOverlayView').then((m) => ({ default: m.VoiceOverlayView })),
);
const QuickPopupView = lazy(() =>
  import('./features/quickTranslate/QuickPopupView').then((m) => ({ default: m.QuickPopupView })),
);

export function boot(view: 'overlay' | 'popup' | null): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <IntlRoot>
        {view === null ? (
          <App />
        ) : (
          <Suspense fallback={null}>{view === 'overlay' ? <VoiceOverlayView /> : <QuickPopupView />}</Suspense>
        )}
      </IntlRoot>
    </StrictMode>,
  );
}
