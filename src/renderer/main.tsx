// The window's first script. It starts fetching the first section's code at once, while React and the frame
// (boot.tsx) load beside it, so the two downloads overlap instead of following each other. The caption overlay
// and the quick translate popup load the same page with ?view=overlay or ?view=popup.
import { sections } from './app/sections';
import { followOpenInMain } from './features/quickTranslate/openInMain';
import './styles/app.css';

const view = new URLSearchParams(location.search).get('view');
if (view === null) {
  followOpenInMain();
  sections[0]!.preload();
}
void import('./boot').then(({ boot }) => boot(view === 'overlay' || view === 'popup' ? view : null));
