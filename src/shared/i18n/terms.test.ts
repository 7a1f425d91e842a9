// A translator's terms, one form each per language: a second spelling or gender of the same term in one catalogue
// reads as two things. Each entry names the form the catalogue uses and the variants it must not use.
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { loadCatalogue } from './catalogue';
import type { UiLanguage } from './uiLanguages';

const VARIANTS: Partial<Record<UiLanguage, { uses: string; not: RegExp; except?: RegExp }[]>> = {
  de: [
    { uses: 'Stilregelliste', not: /Stilregel-Liste/ },
    // Das Translation Memory (neuter), as in "Exportieren Sie das Translation Memory …".
    { uses: 'ein/das Translation Memory', not: /\b(einen|der|den|dem|einem) Translation Memory\b/ },
  ],
  // French typography: l’équipe, n’a (the typewriter apostrophe is also ICU's quoting character).
  // … and a no-break space before ; : ! ? » and after «, so that the sign never starts a line alone.
  fr: [
    { uses: '’', not: /'/ },
    // Translate, quick translate and Documents are being converted this session: their owners follow.
    { uses: 'a no-break space', not: / [;:!?»]|« /, except: /^(translate|documents|quickTranslate)\./ },
  ],
  // Spanish speaks to the user as usted throughout ("Elija", "su cuenta"), never tú.
  es: [
    {
      uses: 'usted',
      not: /\b(tu|tus|puedes|tienes|Elige|elige|Vuelve|vuelve|Inténtalo|Comprueba tu|Añade tu|Pega|Escribe)\b/,
      except: /^(translate|documents|quickTranslate)\./,
    },
  ],
  'zh-Hans': [
    { uses: '目标语言', not: /译文语言/ },
    { uses: '术语表 (a termbase is 术语库)', not: /词汇表/ },
    // Style rules as the sidebar names them.
    { uses: '风格规则', not: /样式规则/ },
    { uses: '客户配置', not: /客户配置文件/ },
    // The language spoken in a meeting or a recording, as Live captions names it.
    { uses: '口语语言', not: /所说语言|口述语言/ },
  ],
  ja: [
    { uses: '用語集', not: /グロッサリー/ },
    { uses: '翻訳メモリ', not: /翻訳メモリー/ },
    // Formality, as Translate and Documents name it; the spoken language is never 話し言葉 (colloquial speech).
    { uses: '敬語レベル', not: /敬語の度合い/ },
    { uses: '話される言語', not: /話し言葉/ },
    // Source and target language, as Settings names them; 翻訳元 / 翻訳先 stay as the short "From" / "Into" labels.
    { uses: '原文言語 / 訳文言語', not: /翻訳元の?言語|翻訳先の?言語|訳文の言語|原文の言語/ },
  ],
};

describe("the catalogue's translator terms", () => {
  for (const [language, terms] of Object.entries(VARIANTS)) {
    it(`uses one form of each term in ${language}`, async () => {
      const catalogue = await loadCatalogue(language as UiLanguage);
      for (const { uses, not, except } of terms) {
        const stray = Object.entries(catalogue).filter(([id, text]) => not.test(text) && !except?.test(id));
        expect(
          stray.map(([id]) => id),
          `${language} says "${uses}"`,
        ).toEqual([]);
      }
    });
  }
});

describe('Spanish sentences built from parts', () => {
  it('says what the quick translate popup uses with nothing chosen as Spanish does: "sin …", never "usa ningún …"', async () => {
    const catalogue = await loadCatalogue('es');
    const summary = (values: Record<string, string | number>) =>
      new IntlMessageFormat(catalogue['quickTranslate.options.summary'], 'es').format(values);
    expect(summary({ glossaries: 0, memory: 'none', profile: 'none', context: 'none' })).toBe(
      'Sin glosario, sin memoria, sin perfil de cliente y sin contexto',
    );
    expect(summary({ glossaries: 2, memory: 'Legal', profile: 'none', context: 'popup' })).toBe(
      'Con 2 glosarios, con la memoria «Legal», sin perfil de cliente y con el contexto escrito aquí',
    );
  });

  it('names the languages of a document as the source and target language, never "Traducir del" / "Al"', async () => {
    const catalogue = await loadCatalogue('es');
    expect(
      Object.entries(catalogue)
        .filter(([, text]) => /^(Al \(|Traducir del$|También a$)/.test(text))
        .map(([id]) => id),
    ).toEqual([]);
  });
});
