// Glossaries as TBX (TermBase eXchange): basic concept entries with one term per language. Reads TBX 2
// (martif: termEntry/langSet/tig|ntig/term) and TBX 3 (tbx: conceptEntry/langSec/termSec/term).
import { XMLValidator } from 'fast-xml-parser';
import { ValidationError } from '../../../shared/errors';
import type { GlossaryEntry } from '../../../shared/rules/glossaryEntries';
import { elementText } from '../xml/xmlText';

export interface TbxConcept {
  /** 1-based line of the concept's opening tag in the file. */
  line: number;
  /** First term of each language, keyed by the lower-case code as written (`de`, `en-us`). */
  terms: Map<string, string>;
}

export interface TbxContent {
  /** Languages in the order they first appear. */
  languages: string[];
  concepts: TbxConcept[];
}

/** Reads every concept of a TBX file (see `forEachTbxConcept`). */
export function readTbx(text: string, fileName = 'This file'): TbxContent {
  const concepts: TbxConcept[] = [];
  const languages = forEachTbxConcept(text, fileName, (concept) => concepts.push(concept));
  return { languages, concepts };
}

/**
 * Hands each concept of a TBX file to `onConcept` as it is read, with the languages found so far; returns every
 * language, in the order they first appear. The file is first checked to be well-formed XML (fast-xml-parser's
 * validator keeps only a stack of open tags); then each concept is found by its tags and read on its own, so no
 * tree of the whole file is built, and lines are counted as the reading moves on: linear in the file's size,
 * whether it has one line or a million. Entities declared in a DOCTYPE are not expanded.
 */
export function forEachTbxConcept(
  text: string,
  fileName: string,
  onConcept: (concept: TbxConcept, languages: readonly string[]) => void,
): string[] {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new ValidationError(
      [{ field: 'file', message: `“${fileName}” is not well-formed XML, so it cannot be read as TBX.` }],
      {
        nextStep: 'Export the termbase again as TBX, or as CSV.',
        serverDetail: `${valid.err.msg} (line ${valid.err.line})`,
      },
    );
  }
  const root = /<(?!\?|!)([A-Za-z_][\w.:-]*)/.exec(text)?.[1];
  if ((root !== 'martif' && root !== 'tbx') || !/<text[\s>]/.test(text) || !/<body[\s>/]/.test(text)) {
    throw new ValidationError(
      [{ field: 'file', message: `“${fileName}” has no TBX body (martif/text/body or tbx/text/body).` }],
      {
        nextStep: 'Choose a TBX file exported by a terminology tool.',
      },
    );
  }
  const languages: string[] = [];
  const seen = new Set<string>();
  const opening = /<(termEntry|conceptEntry)[\s>/]/g;
  let line = 1;
  // The next line end not yet counted (-1: none left). Each line end is found once, so a file on one line costs
  // one search, not one per concept.
  let newline = text.indexOf('\n');
  for (let match = opening.exec(text); match; match = opening.exec(text)) {
    while (newline !== -1 && newline < match.index) {
      line++;
      newline = text.indexOf('\n', newline + 1);
    }
    const tagEnd = text.indexOf('>', match.index);
    let end = tagEnd + 1;
    const terms = new Map<string, string>();
    if (text.charCodeAt(tagEnd - 1) !== 0x2f) {
      const close = text.indexOf(`</${match[1]}>`, tagEnd);
      end = close === -1 ? text.length : close;
      readTerms(text.slice(tagEnd + 1, end), terms);
    }
    for (const lang of terms.keys()) {
      if (seen.has(lang)) continue;
      seen.add(lang);
      languages.push(lang);
    }
    onConcept({ line, terms }, languages);
    opening.lastIndex = end;
  }
  return languages;
}

const LANGUAGE_SECTION = /<(langSet|langSec)\b([^>]*?)(\/?)>/g;
const LANG_ATTRIBUTE = /(?:^|\s)(?:xml:)?lang\s*=\s*(?:"([^"]*)"|'([^']*)')/;
const TERM = /<term[\s>/]/g;

/** The first term of each language section of one concept (TBX 2 langSet/tig|ntig, TBX 3 langSec/termSec). */
function readTerms(concept: string, terms: Map<string, string>): void {
  LANGUAGE_SECTION.lastIndex = 0;
  for (let section = LANGUAGE_SECTION.exec(concept); section; section = LANGUAGE_SECTION.exec(concept)) {
    if (section[3] === '/') continue;
    const contentStart = section.index + section[0].length;
    const close = concept.indexOf(`</${section[1]}>`, contentStart);
    const contentEnd = close === -1 ? concept.length : close;
    LANGUAGE_SECTION.lastIndex = contentEnd;
    const attribute = LANG_ATTRIBUTE.exec(section[2]!);
    const lang = (attribute?.[1] ?? attribute?.[2] ?? '').toLowerCase();
    if (!lang || terms.has(lang)) continue;
    TERM.lastIndex = contentStart;
    const term = TERM.exec(concept);
    if (!term || term.index >= contentEnd) continue;
    const termTagEnd = concept.indexOf('>', term.index);
    if (concept.charCodeAt(termTagEnd - 1) === 0x2f) {
      terms.set(lang, '');
      continue;
    }
    const termClose = concept.indexOf('</term>', termTagEnd);
    terms.set(
      lang,
      elementText(concept.slice(termTagEnd + 1, termClose === -1 || termClose > contentEnd ? contentEnd : termClose)),
    );
  }
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// Characters XML 1.0 cannot carry at all, not even as references.
// eslint-disable-next-line no-control-regex -- these are exactly the characters XML forbids
const NOT_XML = /[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/;

export function writeTbx(entries: readonly GlossaryEntry[], pair: { sourceLang: string; targetLang: string }): string {
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<martif type="TBX" xml:lang="${escapeXml(pair.sourceLang)}">\n`,
    '  <martifHeader><fileDesc><sourceDesc><p>Exported by Glossa</p></sourceDesc></fileDesc></martifHeader>\n',
    '  <text>\n    <body>\n',
  ];
  entries.forEach((entry, index) => {
    if (NOT_XML.test(entry.source) || NOT_XML.test(entry.target)) {
      throw new ValidationError(
        [
          {
            field: `entries.${index}`,
            message: `Entry ${index + 1} contains a control character that TBX (XML) cannot hold.`,
          },
        ],
        {
          nextStep: 'Fix the entries marked in the editor, or export as TSV or CSV.',
        },
      );
    }
    parts.push(
      `      <termEntry id="e${index + 1}">`,
      `<langSet xml:lang="${escapeXml(pair.sourceLang)}"><tig><term>${escapeXml(entry.source)}</term></tig></langSet>`,
      `<langSet xml:lang="${escapeXml(pair.targetLang)}"><tig><term>${escapeXml(entry.target)}</term></tig></langSet>`,
      '</termEntry>\n',
    );
  });
  parts.push('    </body>\n  </text>\n</martif>\n');
  return parts.join('');
}
