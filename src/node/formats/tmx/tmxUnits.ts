// TMX translation memories (TMX 1.4b, the exchange format of CAT tools): the reader takes each translation
// unit (`<tu>`) with the text of its variants (`<tuv xml:lang>` / `<seg>`; `lang` in TMX 1.1), read by a
// streaming XML parser (saxes), inline codes (`<bpt>`, `<ept>`, `<ph>`, `<it>`, `<ut>`) left out and
// `<hi>`/`<sub>` text kept; the source language is the header's `srclang` (or each unit's own). The writer
// makes a TMX 1.4b file of a memory's segments. Bounded: the unit count is capped, and the first fault of the
// XML ends the reading with a sentence naming the line.
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { fieldIssue, ValidationError } from '../../../shared/errors';
import type { UiMessage } from '../../../shared/i18n/catalogue';
import { encodeXmlText } from '../xml/xmlCharacters';
import { escapeXmlAttribute } from '../xml/xmlEvents';

export interface TmxUnit {
  /** The source text. */
  source: string;
  /** The other variants' text by language code as written, lower case (`de`, `fr-ca`). */
  targets: Record<string, string>;
}

export interface TmxMemory {
  /** The header's `srclang` (lower case), or the first unit's first language when the header says `*all*`. */
  sourceLanguage: string;
  /** Every target language met, in the order first met. */
  targetLanguages: string[];
  units: TmxUnit[];
  /** Units without a source variant or without any target. */
  skipped: number;
}

/** The most units read from one file (far above the memories translators exchange). */
const TMX_UNITS_MAX = 1_000_000;

const INLINE_CODES = new Set(['bpt', 'ept', 'ph', 'it', 'ut']);
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

const refused = (says: UiMessage, nextStep: UiMessage, detail?: string) =>
  new ValidationError([fieldIssue('file', says)], {
    saysNextStep: nextStep,
    ...(detail ? { serverDetail: detail } : {}),
  });
const CHOOSE_TMX: UiMessage = { id: 'memories.tmx.chooseTmx' };

/** Reads a TMX file's units; a file that is not TMX, or not well-formed XML, is refused with the reason. */
export function readTmx(text: string, fileName: string): TmxMemory {
  const reader = createTmxReader(fileName, { keepUnits: true });
  const piece = 1 << 20;
  for (let at = 0; at < text.length;) {
    let end = Math.min(text.length, at + piece);
    if (end < text.length && (text.charCodeAt(end - 1) & 0xfc00) === 0xd800) end++; // never split a surrogate pair
    reader.write(text.slice(at, end));
    at = end;
  }
  const { unitCount: _count, ...memory } = reader.finish();
  return memory;
}

export interface TmxReader {
  /** The next piece of the file's text; throws the first fault met (the rest need not be read). */
  write(text: string): void;
  /** The end of the file: what it holds, or the reason it is refused. */
  finish(): TmxMemory & { unitCount: number };
}

/**
 * A TMX reader fed in pieces (a file read as a stream, never whole). Without `keepUnits` the units are counted
 * and their languages noted, not kept: what a check before an import needs, in little memory.
 */
export function createTmxReader(fileName: string, options: { keepUnits: boolean }): TmxReader {
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  let failure: ValidationError | undefined;
  let root: string | undefined;
  let sawBody = false;
  let headerSource: string | undefined;
  const units: TmxUnit[] = [];
  let unitCount = 0;
  const targetLanguages: string[] = [];
  let skipped = 0;
  let unit: { source?: string; variants: [string, string][] } | undefined;
  let unitSource: string | undefined;
  let variantLang: string | undefined;
  let seg: string | undefined;
  let skipDepth = 0;
  parser.on('error', (error) => {
    failure ??= refused(
      { id: 'memories.tmx.notXml', values: { name: fileName, line: parser.line } },
      { id: 'memories.tmx.exportAgain' },
      error.message,
    );
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    const attribute = (key: string) => {
      const value = tag.attributes[key];
      return typeof value === 'string' ? value : undefined;
    };
    if (root === undefined) {
      root = name;
      if (name !== 'tmx') failure ??= refused({ id: 'memories.tmx.notTmx', values: { name: fileName } }, CHOOSE_TMX);
      return;
    }
    if (name === 'header') headerSource = attribute('srclang');
    else if (name === 'body') sawBody = true;
    else if (name === 'tu') {
      unit = { variants: [] };
      unitSource = attribute('srclang');
    } else if (name === 'tuv' && unit) variantLang = (attribute('xml:lang') ?? attribute('lang'))?.toLowerCase();
    else if (name === 'seg' && variantLang !== undefined) seg = '';
    else if (seg !== undefined && INLINE_CODES.has(name)) skipDepth++;
  });
  const onText = (value: string) => {
    if (seg !== undefined && skipDepth === 0) seg += value;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    const name = localName(tag.name);
    if (seg !== undefined && INLINE_CODES.has(name)) skipDepth--;
    else if (name === 'seg' && seg !== undefined && unit && variantLang !== undefined) {
      unit.variants.push([variantLang, seg.replace(/\s+/g, ' ').trim()]);
      seg = undefined;
    } else if (name === 'tuv') variantLang = undefined;
    else if (name === 'tu' && unit) {
      const source = (unitSource ?? headerSource ?? '*all*').toLowerCase();
      const sourceLang = source === '*all*' ? unit.variants[0]?.[0] : source;
      const sourceVariant = unit.variants.find(([lang]) => sameBase(lang, sourceLang));
      const targets = Object.fromEntries(unit.variants.filter((variant) => variant !== sourceVariant && variant[1]));
      if (!sourceVariant?.[1] || Object.keys(targets).length === 0) skipped++;
      else {
        unitCount++;
        if (options.keepUnits) units.push({ source: sourceVariant[1], targets });
        for (const lang of Object.keys(targets)) if (!targetLanguages.includes(lang)) targetLanguages.push(lang);
        headerSource ??= sourceVariant[0];
        if (unitCount > TMX_UNITS_MAX)
          failure ??= refused(
            { id: 'memories.tmx.tooManyUnits', values: { name: fileName, max: TMX_UNITS_MAX } },
            { id: 'memories.tmx.split' },
          );
      }
      unit = undefined;
    }
  });
  return {
    write(text) {
      if (!failure) parser.write(text);
      if (failure) throw failure;
    },
    finish() {
      if (!failure) parser.close();
      if (failure) throw failure;
      if (root === undefined || !sawBody)
        throw refused({ id: 'memories.tmx.noBody', values: { name: fileName } }, CHOOSE_TMX);
      const firstSource = headerSource && headerSource !== '*all*' ? headerSource.toLowerCase() : undefined;
      if (unitCount === 0 || !firstSource)
        throw refused(
          { id: 'memories.tmx.noUnits', values: { name: fileName } },
          { id: 'memories.tmx.chooseTranslated' },
        );
      return { sourceLanguage: firstSource, targetLanguages, units, skipped, unitCount };
    },
  };
}

function sameBase(a: string, b: string | undefined): boolean {
  return b !== undefined && (a === b || a.split('-')[0] === b.split('-')[0]);
}

/** A TMX 1.4b file of segments (source in `sourceLanguage`, each target by its code). */
export function writeTmx(sourceLanguage: string, units: readonly TmxUnit[], tool = 'Glossa'): string {
  const tuv = (lang: string, text: string) =>
    `      <tuv xml:lang="${escapeXmlAttribute(lang)}"><seg>${encodeXmlText(text)}</seg></tuv>\n`;
  const body = units
    .map(
      (unit) =>
        `    <tu>\n${tuv(sourceLanguage, unit.source)}${Object.entries(unit.targets)
          .map(([lang, text]) => tuv(lang, text))
          .join('')}    </tu>\n`,
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4">\n' +
    `  <header creationtool="${escapeXmlAttribute(tool)}" creationtoolversion="1" segtype="sentence" o-tmf="${escapeXmlAttribute(tool)}" adminlang="en" srclang="${escapeXmlAttribute(sourceLanguage)}" datatype="plaintext"/>\n` +
    `  <body>\n${body}  </body>\n</tmx>\n`
  );
}
