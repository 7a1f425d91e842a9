// What a window reads from main once as it opens: its settings and the app's facts. The theme, the language and
// the welcome screen's choice all need them before the first render, so they share one read.
import type { AppInfo } from '../../shared/calls/app';
import type { PublicSettings } from '../../shared/calls/settings';
import { glossa, unwrap } from './ipc';

let reading: Promise<[PublicSettings, AppInfo]> | null = null;

export function readWindowStart(): Promise<[PublicSettings, AppInfo]> {
  if (!reading) {
    reading = Promise.all([unwrap(glossa.settings.get()), unwrap(glossa.app.getInfo())]);
    // A failed read is tried again by the next caller.
    reading.catch(() => (reading = null));
  }
  return reading;
}
