// The errors main and its workers raise reach the window as message ids with values, and read in the user's
// language: a few of them, raised by the code that raises them, worded through main's catalogue in French and
// Chinese. A message missing from a catalogue, or a variable lost on the way, fails here.
import { describe, expect, it } from 'vitest';
import { toErrorData } from '../../shared/errors';
import { decodeWav } from '../../node/formats/audio/wavFile';
import { forEachTbxConcept } from '../../node/formats/tbx/tbxConcepts';
import { readFirstSheet } from '../../node/formats/xlsx/xlsxSheet';
import { xliff12To21 } from '../../node/formats/xliff/xliffConversion';
import { ValidationError, fieldIssue } from '../../shared/errors';
import { framesPerChunk } from '../audio/frameChunker';
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

  it('words a document’s refusal in French, and a bound and a select in Chinese', async () => {
    const emptyXliff =
      '<xliff version="1.2"><file original="a" source-language="en" datatype="plaintext"><body>' +
      '<trans-unit id="1" translate="no"><source>ACME</source></trans-unit></body></file></xliff>';
    let refusal: unknown;
    try {
      xliff12To21(emptyXliff, 'contract.xlf');
    } catch (error) {
      refusal = error;
    }
    // As main raises it (xliffFiles.ts): the reader's message id becomes the field's problem and the sentence.
    const says = (refusal as { says: Parameters<typeof fieldIssue>[1] }).says;
    const refused = toErrorData(new ValidationError([fieldIssue('file', says)]));
    expect((await speaking('fr')).say(refused.uiMessage!)).toBe(
      '«\u00a0contract.xlf\u00a0» n’a rien à traduire\u00a0: chaque unité est vide ou marquée translate="no". Vérifiez les paramètres d’exportation de votre outil de traduction.',
    );
    const chinese = await speaking('zh-Hans');
    expect(chinese.say(raised(() => framesPerChunk(16_000, 1)).uiMessage!)).toBe('音频块的长度必须为 50 到 250 毫秒。');
    const float16 = new Uint8Array(48);
    float16.set(new TextEncoder().encode('RIFF'), 0);
    float16.set(new TextEncoder().encode('WAVEfmt '), 8);
    const view = new DataView(float16.buffer);
    view.setUint32(16, 16, true);
    view.setUint16(20, 3, true); // IEEE float, at 16 bits: no reader for it
    view.setUint16(22, 1, true);
    view.setUint32(24, 16_000, true);
    view.setUint16(34, 16, true);
    float16.set(new TextEncoder().encode('data'), 36);
    view.setUint32(40, 4, true); // two samples
    expect(chinese.say(raised(() => decodeWav(float16)).uiMessage!)).toBe(
      '无法读取此 WAV 文件的音频格式（格式 3，16 位）。',
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
