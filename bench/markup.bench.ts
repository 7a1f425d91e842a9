// The simulator's markup walker on doubling inputs: text with tag_handling=html, and html and xliff documents
// of about 0.25, 0.5, 1 and 2 MB. Linear work shows as a time ratio near 2 for each doubling (the walker
// replaced scanners that took 80 s for a 1 MB html file and 37 s for a 1.1 MB xliff one).
import { performance } from 'node:perf_hooks';
import { translateMarkup } from '../src/simulator/engine/markup/translateMarkup';
import { createPseudoTranslator, createSegmentTranslator } from '../src/simulator/engine/pseudoTranslate';
import { rewriteHtml } from '../src/node/formats/documents/html';
import { rewriteXliff } from '../src/node/formats/documents/xliff';
import { fmt } from './lib/measure';

const PARAGRAPH =
  '<p class="body">The contract is <b>ready</b> &amp; signed. <span translate="no">ACME</span> <!-- c --> <script>if (a < b) x();</script></p>\n';
const UNIT = (i: number) =>
  `<unit id="u${i}"><segment id="s${i}"><source>The contract ${i} is <ph id="p${i}"/> ready.</source></segment></unit>\n`;

function html(bytes: number): string {
  return `<!DOCTYPE html><html><body>\n${PARAGRAPH.repeat(Math.ceil(bytes / PARAGRAPH.length))}</body></html>`;
}
function xliff(bytes: number): string {
  const units: string[] = [];
  for (let i = 0, size = 0; size < bytes; i++) {
    const unit = UNIT(i);
    units.push(unit);
    size += unit.length;
  }
  return `<?xml version="1.0"?>\n<xliff version="2.1" srcLang="en"><file id="f">\n${units.join('')}</file></xliff>\n`;
}

const CASES: Record<string, (bytes: number) => number> = {
  'text, tag_handling=html': (bytes) => {
    const source = html(bytes);
    const started = performance.now();
    translateMarkup(source, { mode: 'html' }, createSegmentTranslator({ targetLang: 'de', sourceLang: 'en' }));
    return performance.now() - started;
  },
  'html document': (bytes) => {
    const source = html(bytes);
    const started = performance.now();
    rewriteHtml(source, createPseudoTranslator({ targetLang: 'de', sourceLang: 'en' }));
    return performance.now() - started;
  },
  'xliff document': (bytes) => {
    const source = xliff(bytes);
    const started = performance.now();
    rewriteXliff(source, 'bench.xliff', createPseudoTranslator({ targetLang: 'de', sourceLang: 'en' }), 'de');
    return performance.now() - started;
  },
};

for (const [name, run] of Object.entries(CASES)) {
  run(50_000); // warm up
  let previous: number | undefined;
  const figures: string[] = [];
  for (const bytes of [250_000, 500_000, 1_000_000, 2_000_000]) {
    const ms = Math.min(run(bytes), run(bytes));
    figures.push(`${bytes / 1_000_000} MB ${fmt(ms)} ms${previous ? ` (x${(ms / previous).toFixed(2)})` : ''}`);
    previous = ms;
  }
  console.log(`${name}: ${figures.join(', ')}`);
}
