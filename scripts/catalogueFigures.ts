// The catalogue's figures for the notes: how many messages there are, and each language's longest label (a message
// with no variable and no sentence end, as buttons, headings and menu entries are) against English, in characters.
// Run: npx tsx scripts/catalogueFigures.ts
import { loadCatalogue, type MessageId } from '../src/shared/i18n/catalogue';
import { UI_LANGUAGES } from '../src/shared/i18n/uiLanguages';

const isLabel = (text: string) => !/[{.!?。！？:：]\s*$/.test(text) && !text.includes('{') && [...text].length <= 60;

async function main() {
  const english = await loadCatalogue('en');
  const ids = Object.keys(english) as MessageId[];
  console.log(`${ids.length} messages in each of ${UI_LANGUAGES.length} languages`);
  for (const language of UI_LANGUAGES) {
    const catalogue = await loadCatalogue(language);
    const labels = ids.filter((id) => isLabel(english[id]));
    const longest = labels.reduce((a, b) => ([...catalogue[b]].length > [...catalogue[a]].length ? b : a));
    const ratio =
      labels.reduce((sum, id) => sum + [...catalogue[id]].length / [...english[id]].length, 0) / labels.length;
    console.log(
      `${language.padEnd(8)} longest label ${longest}: "${catalogue[longest]}" (${[...catalogue[longest]].length} characters; English "${english[longest]}", ${[...english[longest]].length}); labels average ${Math.round(ratio * 100)}% of English`,
    );
  }
}

void main();
