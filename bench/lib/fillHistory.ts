// `node --import tsx bench/lib/fillHistory.ts ROOT DIR COUNT`: fills the history of the app in DIR with COUNT
// translations, through the HistoryStore of the tree at ROOT (so a baseline tree writes its own schema).
import { join } from 'node:path';

const [root, dir, count] = process.argv.slice(2) as [string, string, string];
void (async () => {
  const { HistoryStore } = (await import(
    join(root, 'src/main/history/historyStore.ts')
  )) as typeof import('../../src/main/history/historyStore');
  const store = HistoryStore.open(dir);
  const entries = Array.from({ length: Number(count) }, (_, i) => ({
    kind: 'translation' as const,
    source: `Der Vertrag Nummer ${i} tritt am ersten Tag des Monats in Kraft, sofern nichts anderes vereinbart ist.`,
    result: `Contract number ${i} takes effect on the first day of the month unless agreed otherwise.`,
    sourceLang: 'DE',
    detectedSourceLang: 'DE',
    targetLang: 'EN-GB',
    glossaryId: null,
    gesture: 'translate' as const,
    createdAt: 1_700_000_000_000 + i,
  }));
  for (let i = 0; i < entries.length; i += 10_000) store.recordMany(entries.slice(i, i + 10_000));
  store.close();
})();
