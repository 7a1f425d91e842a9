// Main's thread only coordinates: the libraries that read and write files (spreadsheets, XML, zip, PDF, audio
// containers) run in the work pool's worker, and main never loads them. Not at start-up either: in the desktop
// app (src/main/index.ts) and in the browser shell (its command line), nothing main loads as it starts reaches
// one of them. A static import of a format module from a service fails here with the chain that loads it; the
// cure is to call the work pool (main/workers), or an `import()` where a test runs the work in its own thread.
import { describe, expect, it } from 'vitest';
import { loadedAtStart } from './sourceGraph';

/** Packages made to parse, convert or scan files: the work pool's, never main's. */
const FORMAT_LIBRARIES = [
  'exceljs',
  'saxes',
  'fast-xml-parser',
  'minizlib',
  'fflate',
  'pdf-lib',
  'unpdf',
  'mediabunny',
  'busboy',
  'mpg123-decoder',
  'ogg-opus-decoder',
  'opus-decoder',
  '@wasm-audio-decoders/flac',
  '@wasm-audio-decoders/ogg-vorbis',
];

const MAIN_ENTRIES = ['src/main/index.ts', 'src/browser-shell/cli.ts'];

function chain(files: Map<string, string>, from: string): string {
  const links = [from];
  for (let file = files.get(from); file; file = files.get(file)) links.push(file);
  return links.join(' ← ');
}

describe.each(MAIN_ENTRIES)('main as %s starts', (entry) => {
  const { files, packages } = loadedAtStart(entry);

  it('loads its services (the walk follows what it starts)', () => {
    expect(files.has('src/main/services/index.ts')).toBe(true);
    expect(files.has('src/main/documents/documentService.ts')).toBe(true);
  });

  it.each(FORMAT_LIBRARIES)('never loads %s, which runs in the work pool', (library) => {
    const loader = packages.get(library);
    expect(loader === undefined ? 'not loaded' : `${library} ← ${chain(files, loader)}`).toBe('not loaded');
  });

  it('never loads the simulator (the offline demo starts it on demand)', () => {
    const loaded = [...files.keys()].filter((file) => file.startsWith('src/simulator/'));
    expect(loaded.map((file) => chain(files, file))).toEqual([]);
  });
});
