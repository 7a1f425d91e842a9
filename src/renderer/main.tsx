// The window's first script. It starts fetching the first section's code at once, while React and the frame
// (boot.tsx) load beside it, so the two downloads overlap instead of following each other.
import { sections } from './app/sections';
import './styles/app.css';

const overlay = new URLSearchParams(location.search).get('view') === 'overlay';
if (!overlay) sections[0]!.preload();
void import('./boot').then(({ boot }) => boot(overlay));
