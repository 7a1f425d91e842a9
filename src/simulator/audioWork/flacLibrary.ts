// libFLAC (libflacjs, an emscripten build of libFLAC 1.3 with libogg): loaded once per audio worker, in its
// asm.js form, which Node loads from the package itself (the WebAssembly form fetches its .wasm by URL, which
// Node's fetch refuses for a file path).
import createFlac from 'libflacjs';

export type Flac = createFlac.Flac;

let loading: Promise<Flac> | undefined;

/** The library, once its module has initialised. */
export function loadFlac(): Promise<Flac> {
  loading ??= new Promise<Flac>((resolve) => {
    const flac = createFlac();
    if (flac.isReady()) resolve(flac);
    else flac.on('ready', () => resolve(flac));
  });
  return loading;
}
