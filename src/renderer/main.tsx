// The window's first script: React, the frame and the bridge (boot.tsx), all fetched at once from the page's
// module preloads. Before React starts it asks main who the user is, so the answer arrives while React starts
// and the first render can already choose between the welcome screen and the first section. The caption
// overlay and the quick translate popup load the same page with ?view=overlay or ?view=popup.
import { boot } from './boot';
import { startWindow } from './app/startWindow';
import { MISSING_SECRET, lacksShellSecret } from './platform/browserBridge';
import './styles/app.css';

const view = new URLSearchParams(location.search).get('view');
if (lacksShellSecret()) showMissingSecret();
else {
  if (view === null) startWindow();
  boot(view === 'overlay' || view === 'popup' ? view : null);
}

/** A browser-shell page opened without its secret: one sentence and the next step, not a blank page. */
function showMissingSecret(): void {
  const main = document.createElement('main');
  main.className = 'page missing-secret';
  const title = document.createElement('h1');
  title.textContent = MISSING_SECRET.title;
  const text = document.createElement('p');
  text.textContent = MISSING_SECRET.text;
  main.append(title, text);
  // The app's theme is in main's settings, which this page cannot read: the system's is used.
  document.documentElement.dataset.theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.getElementById('root')!.replaceChildren(main);
}
