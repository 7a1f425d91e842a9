// The errors main and its workers raise reach the window as message ids with values, and read in the user's
// language: a few of them, raised by the code that raises them, worded through main's catalogue in French and
// Chinese. A message missing from a catalogue, or a variable lost on the way, fails here.
import { describe, expect, it } from 'vitest';
import { toErrorData } from '../../shared/errors';
import { decodeWav } from '../../node/formats/audio/wavFile';
import { forEachTbxConcept } from '../../node/formats/tbx/tbxConcepts';
import { readFirstSheet } from '../../node/formats/xlsx/xlsxSheet';
import { MainText } from './mainText';

const raised = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return toErrorData(error);
  }
  throw new Error('expected an error');
};

const speaking = async (language: 'fr' | 'zh-Hans') => {
  const text = new MainText(() => ['en']);
  await text.follow(language);
  return text;
};

describe('errors raised in main and its workers, in the user’s language', () => {
  const notWav = () => raised(() => decodeWav(new TextEncoder().encode('not a recording at all')));
  const cutTbx = () =>
    raised(() => forEachTbxConcept('<martif>\n<text>\n<body>\n<termEntry>\n</martif>', 'terms.tbx', () => {}));
  const notXlsx = () => raised(() => readFirstSheet(new Uint8Array(64), 'terms.xlsx'));

  it('words a format reader’s refusal and its next step in French, the file’s name and line kept', async () => {
    const text = await speaking('fr');
    expect(text.sayError(notWav())).toBe(
      'Ce fichier n’est pas un fichier WAV. Choisissez un fichier WAV (PCM ou virgule flottante), ou convertissez d’abord l’enregistrement en WAV.',
    );
    const tbx = cutTbx();
    expect(tbx.uiMessage).toEqual({ id: 'glossaries.import.tbx.notXml', values: { name: 'terms.tbx', line: 5 } });
    expect(text.sayError(tbx)).toBe(
      '«\u00a0terms.tbx\u00a0» n’est pas un XML bien formé (ligne 5)\u00a0: il ne peut donc pas être lu comme TBX. Exportez de nouveau la base terminologique en TBX, ou en CSV.',
    );
  });

  it('words the same refusals in Chinese', async () => {
    const text = await speaking('zh-Hans');
    expect(text.sayError(notXlsx())).toBe(
      '无法将“terms.xlsx”作为 Excel 工作簿（.xlsx）读取。 请在电子表格程序中打开并重新另存为 .xlsx，或将其导出为 CSV。',
    );
    expect(text.sayError(cutTbx())).toBe(
      '“terms.tbx”不是格式正确的 XML（第 5 行），因此无法作为 TBX 读取。 请将术语库重新导出为 TBX 或 CSV。',
    );
  });
});
