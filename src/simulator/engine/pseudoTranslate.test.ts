import { describe, expect, it } from 'vitest';
import {
  countBillableCharacters,
  createPseudoTranslator,
  detectSourceLanguage,
  pseudoTranslate,
} from './pseudoTranslate';

const SENTENCE = 'Good morning, the contract is ready';
const to = (targetLang: string, text = SENTENCE, extra: Partial<Parameters<typeof pseudoTranslate>[1]> = {}) =>
  pseudoTranslate(text, { targetLang, sourceLang: 'en', ...extra });

const MAJOR_TARGETS = ['de', 'fr', 'es', 'it', 'nl', 'pl', 'pt-PT', 'pt-BR', 'ja', 'zh', 'zh-Hant', 'ru', 'en-GB'];
const MANY_TARGETS = [
  ...MAJOR_TARGETS,
  'ko',
  'sv',
  'da',
  'nb',
  'fi',
  'cs',
  'sk',
  'tr',
  'hu',
  'ro',
  'id',
  'el',
  'uk',
  'bg',
  'lt',
  'lv',
  'et',
  'sl',
  'vi',
  'ar',
  'he',
  'th',
  'ga',
  'mt',
];

describe('pseudoTranslate: looks like the target language', () => {
  it.each([
    ['de', 'Guten Morgen, die Vertrag ist bereit'],
    ['fr', 'Bonjour, le contrat est prêt'],
    ['es', 'Buenos días, el contrato es listo'],
    ['it', 'Buongiorno, il contratto è pronto'],
    ['nl', 'Goedemorgen, de contract is klaar'],
    ['pl', 'Dzień dobry, ten umowa jest gotowy'],
    ['pt', 'Bom dia, o contrato é pronto'],
    ['ja', 'おはようございます, その 契約 です 準備完了'],
    ['zh', '早上好, 这 合同 是 准备好了'],
    ['ru', 'Доброе утро, этот договор есть готов'],
  ])('translates common English words into %s with the built-in lexicon', (target, expected) => {
    expect(to(target)).toBe(expected);
  });

  it('is deterministic: the same request always gives the same text', () => {
    const text = 'Unusual vocabulary: quarterly reconciliation of the escrow ledger.';
    for (const target of MANY_TARGETS) expect(to(target, text)).toBe(to(target, text));
  });

  it('gives a visibly different text for every target language (variants differ only where natural)', () => {
    const text = 'Please review the quarterly reconciliation before Friday.';
    const languages = MANY_TARGETS.filter((target) => !target.includes('-'));
    const outputs = [...languages, 'pt'].map((target) => to(target, text));
    expect(new Set(outputs).size).toBe(outputs.length);
    for (const output of outputs) expect(output).not.toBe(text);
  });

  it('transforms words no lexicon knows, in a way typical of each language', () => {
    const word = 'reconciliation';
    expect(to('de', word)).toBe('rekonziliation');
    expect(to('es', word)).toBe('reconciliación');
    expect(to('it', word)).toBe('reconciliazione');
    expect(to('pt', word)).toBe('reconciliação');
    expect(to('ru', word)).toMatch(/^[\p{Script=Cyrillic}]+$/u);
    expect(to('ja', word)).toMatch(/^[\p{Script=Katakana}ー]+$/u);
    expect(to('zh', word)).toMatch(/^\p{Script=Han}+$/u);
    expect(to('ko', word)).toMatch(/^\p{Script=Hangul}+$/u);
    expect(to('el', word)).toMatch(/^\p{Script=Greek}+$/u);
    for (const target of MANY_TARGETS.filter((code) => !code.startsWith('en'))) expect(to(target, word)).not.toBe(word);
  });

  it('keeps the letter case of the source: capitals, sentence starts and ALL CAPS', () => {
    expect(to('de', 'GOOD MORNING')).toBe('GUTEN MORGEN');
    expect(to('fr', 'Contract. contract')).toBe('Contrat. contrat');
    expect(to('de', 'Send the PDF to the API team')).toBe('Senden die PDF zu die API Team');
  });

  it('translates from other source languages through their lexicon', () => {
    expect(pseudoTranslate('Guten Morgen, der Vertrag ist bereit.', { targetLang: 'fr', sourceLang: 'de' })).toBe(
      'Bonjour, le contrat est prêt.',
    );
    expect(pseudoTranslate('Bonjour, le contrat est prêt.', { targetLang: 'en-US', sourceLang: 'FR' })).toBe(
      'Good morning, the contract is ready.',
    );
    expect(pseudoTranslate('早上好', { targetLang: 'en', sourceLang: 'zh' })).toBe('Good morning');
  });

  it('cuts Chinese and Japanese source text, written without spaces, into the words its lexicon knows', () => {
    expect(pseudoTranslate('早上好，合同准备好了。', { targetLang: 'en', sourceLang: 'zh' })).toBe(
      'Good morning，contract ready。',
    );
    expect(pseudoTranslate('我的合同', { targetLang: 'de', sourceLang: 'zh' })).toBe('Mein Vertrag');
    expect(pseudoTranslate('契約書', { targetLang: 'zh', sourceLang: 'ja' })).toMatch(/^合同\p{Script=Han}+$/u);
  });

  it('detects the source language when none is given', () => {
    expect(detectSourceLanguage('Good morning, the contract is ready')).toBe('en');
    expect(detectSourceLanguage('Guten Morgen, der Vertrag ist bereit')).toBe('de');
    expect(detectSourceLanguage('Bonjour, le contrat est prêt')).toBe('fr');
    expect(detectSourceLanguage('おはようございます')).toBe('ja');
    expect(detectSourceLanguage('早上好')).toBe('zh');
    expect(detectSourceLanguage('Доброе утро')).toBe('ru');
    expect(pseudoTranslate('Guten Morgen', { targetLang: 'en' })).toBe('Good morning');
  });
});

describe('pseudoTranslate: language variants', () => {
  it('accepts target codes case-insensitively', () => {
    expect(to('DE')).toBe(to('de'));
    expect(to('ZH-HANT')).toBe(to('zh-Hant'));
    expect(to('pt-br')).toBe(to('pt-BR'));
  });

  it('writes British or American spelling for en-GB and en-US', () => {
    const text = 'The color of the center';
    expect(to('en-GB', text)).toBe('The colour of the centre');
    expect(to('en-US', 'The colour of the centre')).toBe('The color of the center');
    expect(pseudoTranslate('Guten Morgen', { targetLang: 'en-GB', sourceLang: 'de' })).toBe('Good morning');
  });

  it('uses Brazilian or European Portuguese words for pt-BR and pt-PT', () => {
    const text = 'Save the file on the screen';
    expect(to('pt-PT', text)).toBe('Guardar o ficheiro sobre o ecrã');
    expect(to('pt-BR', text)).toBe('Salvar o arquivo sobre o tela');
    expect(to('pt', text)).toBe(to('pt-PT', text));
  });

  it('writes traditional characters for zh-Hant and simplified ones for zh and zh-Hans', () => {
    const text = 'The translation of this document';
    expect(to('zh-Hans', text)).toBe('这 翻译 的 这个 文档');
    expect(to('zh-Hant', text)).toBe('這 翻譯 的 這個 文檔');
    expect(to('zh-TW', text)).toBe(to('zh-Hant', text));
    expect(to('zh', text)).toBe(to('zh-Hans', text));
  });
});

describe('pseudoTranslate: what it must never change', () => {
  const letterless = (text: string) => text.replace(/\p{L}[\p{L}\p{M}'’]*/gu, 'w');

  it('keeps whitespace, line breaks, numbers and punctuation exactly', () => {
    const text =
      'Invoice 2026-11-21\tTotal: 1,234.56 EUR\r\n\r\n   Indented line; (brackets) [note] — dash…\nLast, final: 42%!\n';
    for (const target of ['ru', 'de', 'ja', 'el', 'zh']) {
      const output = to(target, text);
      expect(letterless(output)).toBe(letterless(text));
      expect(output).not.toBe(text);
    }
  });

  it.each([
    '{0}',
    '{name}',
    '{{count}}',
    '${user}',
    '%{total}',
    '%s',
    '%d',
    '%1$d',
    '%2$s',
    '%.2f',
    '%%',
    '<x id="1"/>',
    '<ph id="2" disp="{b}"/>',
    '<b>',
    '</b>',
    '<br/>',
    '<a href="https://example.com/contract">',
    '</a>',
    '&amp;',
    '&nbsp;',
    '&#169;',
    '&#x2014;',
    '<!-- contract -->',
    'https://example.com/the/contract?page=2',
    'team@example.com',
  ])('keeps the placeholder or markup %s exactly, in every target language', (placeholder) => {
    const text = `Please sign ${placeholder} the contract`;
    for (const target of MANY_TARGETS.filter((code) => !code.startsWith('en'))) {
      const output = to(target, text);
      expect(output).toContain(placeholder);
      expect(output.split(placeholder).length).toBe(2);
      expect(output).not.toContain('sign ');
    }
  });

  it('translates the text between tags and keeps the tags', () => {
    expect(to('de', '<p class="good">Good <b>morning</b>, <i>team</i>!</p>')).toBe(
      '<p class="good">Gut <b>Morgen</b>, <i>Team</i>!</p>',
    );
  });
});

describe('pseudoTranslate: glossaries', () => {
  it('puts the glossary target verbatim into the output', () => {
    const glossary = [['contract', 'Kontrakt-XY']] as const;
    expect(to('de', SENTENCE, { glossary })).toBe('Guten Morgen, die Kontrakt-XY ist bereit');
  });

  it('applies the longest matching source phrase first', () => {
    const glossary = [
      ['contract', 'Kontrakt'],
      ['contract law', 'Vertragsrecht'],
      ['law', 'Gesetz'],
    ] as const;
    expect(to('de', 'contract law and contract and law', { glossary })).toBe('Vertragsrecht und Kontrakt und Gesetz');
  });

  it('matches whole words only where the phrase starts or ends with a word character', () => {
    const glossary = [
      ['cat', 'Katze'],
      ['Dr.', 'Doktor'],
      ['.NET', 'DotNet'],
    ] as const;
    const output = to('de', 'cat category Dr.Smith uses .NET', { glossary });
    expect(output.startsWith('Katze ')).toBe(true);
    expect(output).not.toContain('Katzeegory');
    expect(output).toMatch(/ Doktor\p{L}/u); // "Dr." ends with a dot, so a letter may follow it
    expect(output).not.toContain('Dr.');
    expect(output.endsWith(' DotNet')).toBe(true);
    expect(to('de', 'ASP.NET', { glossary })).toBe('ASPDotNet'); // ".NET" starts with a dot: no boundary needed
  });

  it('is exact: a different case or a partial word does not match', () => {
    const glossary = [['Contract', 'Vertrag-GLOSSAR']] as const;
    expect(to('de', 'the contract', { glossary })).not.toContain('Vertrag-GLOSSAR');
    expect(to('de', 'the Contract', { glossary })).toContain('Vertrag-GLOSSAR');
  });

  it('never applies inside markup or placeholders', () => {
    const glossary = [
      ['contract', 'Vertrag-G'],
      ['name', 'NAME-G'],
    ] as const;
    const output = to('de', '<a title="contract">contract</a> {name}', { glossary });
    expect(output).toBe('<a title="contract">Vertrag-G</a> {name}');
  });

  it('keeps glossary targets unchanged by variant conversion (zh-Hant) and letter case', () => {
    const glossary = [
      ['contract', '合同书'],
      ['ready', 'bereit'],
    ] as const;
    expect(to('zh-Hant', 'contract ready', { glossary })).toBe('合同书 bereit');
  });

  it('matches inside Chinese and Japanese text, which has no spaces between words', () => {
    const glossary = [['合同', 'Vertrag']] as const;
    expect(pseudoTranslate('这份合同', { targetLang: 'de', sourceLang: 'zh', glossary })).toContain('Vertrag');
  });

  it('finds entries in a glossary of 50,000 entries', () => {
    const glossary = Array.from({ length: 50_000 }, (_, index) => [`term${index}`, `Begriff${index}`] as const);
    const text = 'term1 and term49999 and term123'.repeat(1);
    expect(to('de', text, { glossary })).toBe('Begriff1 und Begriff49999 und Begriff123');
  });
});

describe('pseudoTranslate: formality', () => {
  const text = 'Thank you, you are welcome. Hello!';

  it('switches between formal and informal address where the target supports it', () => {
    expect(to('de', text, { formality: 'more' })).toBe('Vielen Dank, Sie sind willkommen. Guten Tag!');
    expect(to('de', text, { formality: 'less' })).toBe('Danke dir, du bist willkommen. Hallo!');
    for (const target of ['de', 'fr', 'es', 'it', 'nl', 'pl', 'pt-PT', 'pt-BR', 'ja', 'ru']) {
      expect(to(target, text, { formality: 'more' })).not.toBe(to(target, text, { formality: 'less' }));
    }
  });

  it("uses the language's usual register by default", () => {
    expect(to('de', 'Can you help?')).toBe('Können Sie Hilfe?');
    expect(to('es', 'Can you help?')).toBe('Puedes ayuda?');
  });

  it('changes nothing for targets without formality', () => {
    for (const target of ['en-GB', 'ko', 'sv']) {
      expect(to(target, text, { formality: 'more' })).toBe(to(target, text, { formality: 'less' }));
    }
  });
});

describe('createPseudoTranslator', () => {
  it('translates like pseudoTranslate, with the options resolved once for many texts', () => {
    const options = {
      targetLang: 'fr',
      sourceLang: 'en',
      glossary: [['invoice', 'note de frais']] as const,
      formality: 'less' as const,
    };
    const translate = createPseudoTranslator(options);
    for (const text of ['Thank you for the invoice', 'you are ready', '{0} files'])
      expect(translate(text)).toBe(pseudoTranslate(text, options));
    expect(translate('the invoice')).toBe('le note de frais');
  });
});

describe('countBillableCharacters', () => {
  it('counts Unicode characters, whitespace and markup included', () => {
    expect(countBillableCharacters('')).toBe(0);
    expect(countBillableCharacters('héllo')).toBe(5);
    expect(countBillableCharacters('a b\r\n')).toBe(5);
    expect(countBillableCharacters('<b>x</b>')).toBe(8);
    expect(countBillableCharacters('👍🏽 日本')).toBe(5);
  });
});
