// Glossaries as TBX (TermBase eXchange): basic concept entries with one term per language. Reads TBX 2
// (martif: termEntry/langSet/tig|ntig/term) and TBX 3 (tbx: conceptEntry/langSec/termSec/term).
import { XMLParser } from 'fast-xml-parser';
import { ValidationError } from '../../shared/errors';
import type { GlossaryEntry } from '../../shared/rules/glossaryEntries';

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

const ARRAY_ELEMENTS = new Set(['termEntry', 'conceptEntry', 'langSet', 'langSec', 'tig', 'ntig', 'termSec', 'termGrp', 'term']);

type XmlNode = Record<string, unknown>;

export function readTbx(text: string, fileName = 'This file'): TbxContent {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    processEntities: true,
    htmlEntities: false,
    isArray: (name) => ARRAY_ELEMENTS.has(name),
  });
  let document: XmlNode;
  try {
    document = parser.parse(text, true) as XmlNode;
  } catch (error) {
    throw new ValidationError([{ field: 'file', message: `“${fileName}” is not well-formed XML, so it cannot be read as TBX.` }], {
      nextStep: 'Export the termbase again as TBX, or as CSV.',
      serverDetail: error instanceof Error ? error.message : undefined,
    });
  }
  const root = (document.martif ?? document.tbx) as XmlNode | undefined;
  const body = ((root?.text as XmlNode | undefined)?.body ?? undefined) as XmlNode | undefined;
  if (!body) {
    throw new ValidationError([{ field: 'file', message: `“${fileName}” has no TBX body (martif/text/body or tbx/text/body).` }], {
      nextStep: 'Choose a TBX file exported by a terminology tool.',
    });
  }
  const entries = [...asNodes(body.termEntry), ...asNodes(body.conceptEntry)];
  const lines = openingTagLines(text);
  const languages: string[] = [];
  const concepts = entries.map((entry, index): TbxConcept => {
    const terms = new Map<string, string>();
    for (const langSet of [...asNodes(entry.langSet), ...asNodes(entry.langSec)]) {
      const lang = String(langSet['@_xml:lang'] ?? langSet['@_lang'] ?? '').toLowerCase();
      if (!lang) continue;
      const term = firstTerm(langSet);
      if (term === undefined || terms.has(lang)) continue;
      terms.set(lang, term);
      if (!languages.includes(lang)) languages.push(lang);
    }
    return { line: lines[index] ?? 0, terms };
  });
  return { languages, concepts };
}

function firstTerm(langSet: XmlNode): string | undefined {
  const holders = [...asNodes(langSet.tig), ...asNodes(langSet.termSec), ...asNodes(langSet.ntig).flatMap((ntig) => asNodes(ntig.termGrp))];
  for (const holder of holders) {
    const term = (holder.term as unknown[] | undefined)?.[0];
    if (typeof term === 'string') return term;
    if (term && typeof term === 'object') return String((term as XmlNode)['#text'] ?? '');
  }
  return undefined;
}

const asNodes = (value: unknown): XmlNode[] => (Array.isArray(value) ? (value.filter((v) => v && typeof v === 'object') as XmlNode[]) : []);

/** Lines of each `<termEntry` / `<conceptEntry` opening tag, in document order (the parser keeps no positions). */
function openingTagLines(text: string): number[] {
  const lines: number[] = [];
  const tag = /<(?:termEntry|conceptEntry)[\s>/]/g;
  let line = 1;
  let counted = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    for (let i = text.indexOf('\n', counted); i !== -1 && i < match.index; i = text.indexOf('\n', i + 1)) line++;
    counted = match.index;
    lines.push(line);
  }
  return lines;
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
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
      throw new ValidationError([{ field: `entries.${index}`, message: `Entry ${index + 1} contains a control character that TBX (XML) cannot hold.` }], {
        nextStep: 'Fix the entries marked in the editor, or export as TSV or CSV.',
      });
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
