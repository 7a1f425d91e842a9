// The concepts of a TBX file, read by a streaming XML parser (saxes): TBX 2 / MARTIF (termEntry, langSet,
// tig | ntig/termGrp, termNote type="administrativeStatus"), TBX 3 DCA (conceptEntry, langSec, termSec) and
// DCT (<min:administrativeStatus> and the like). Every term of every language is kept with its status; what a
// dictionary takes from them is decided by tbxEntries.ts. Comments, processing instructions and a DOCTYPE are
// the parser's business, so nothing in them is ever taken for markup. One pass, no document tree: memory
// holds the concept being read.
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { ValidationError, fieldIssue } from '../../../shared/errors';

/** How a terminologist marked a term: the one to use, one that may be used, or one not to use. */
export type TermStatus = 'preferred' | 'admitted' | 'deprecated';

export interface TbxTerm {
  text: string;
  status: TermStatus;
}

export interface TbxConcept {
  /** 1-based line of the concept's opening tag in the file. */
  line: number;
  /** Every term of each language in the order written, keyed by the lower-case code as written (`de`, `en-us`). */
  terms: Map<string, TbxTerm[]>;
}

const CONCEPT = new Set(['termEntry', 'conceptEntry']);
const LANGUAGE = new Set(['langSet', 'langSec']);
const TERM_SECTION = new Set(['tig', 'ntig', 'termSec']);
const STATUS_TYPES = new Set(['administrativeStatus', 'normativeAuthorization']);

/**
 * The status named by an administrativeStatus or normativeAuthorization value: TBX's picklists
 * (`preferredTerm-admn-sts`, `deprecatedTerm`, `supersededTerm-admn-sts`, `standardizedTerm`…) and the words
 * tools write instead (`preferred`, `forbidden`, `obsolete`). Anything else is admitted.
 */
export function termStatus(value: string): TermStatus {
  const word = value.trim().toLowerCase();
  if (/^(deprecated|superseded|obsolete|forbidden|rejected|notrecommended)/.test(word)) return 'deprecated';
  if (/^(preferred|standardized)/.test(word)) return 'preferred';
  return 'admitted';
}

const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
};

/** A term's text without the white space an XML writer indents it with (`<term>\n  open cluster\n</term>`). */
const trimmed = (term: TbxTerm): TbxTerm => ({ text: term.text.trim(), status: term.status });

const notTbx = (fileName: string) =>
  new ValidationError([fieldIssue('file', { id: 'glossaries.import.tbx.noBody', values: { name: fileName } })], {
    saysNextStep: { id: 'glossaries.import.tbx.chooseTbx' },
  });

/**
 * Hands each concept of a TBX file to `onConcept` as it is read, with the languages found so far; returns every
 * language, in the order they first appear. A file that is not well-formed XML is refused with the parser's
 * reason and line. Entities a DOCTYPE declares are not expanded: such a reference stays as written.
 */
export function forEachTbxConcept(
  text: string,
  fileName: string,
  onConcept: (concept: TbxConcept, languages: readonly string[]) => void,
): string[] {
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  const languages: string[] = [];
  const seen = new Set<string>();
  let root: string | undefined;
  let sawBody = false;
  let concept: TbxConcept | undefined;
  let lang: string | undefined;
  let term: TbxTerm | undefined;
  /** Open `term` elements (inline markup inside a term is read for its text). */
  let inTerm = 0;
  /** The open element whose text names a status, and the text read so far. */
  let statusDepth = -1;
  let statusText = '';
  let depth = 0;
  /** Whether the term being read sits in a tig/ntig/termSec (kept when that closes) or stands alone. */
  let inTermSection = false;
  let failure: ValidationError | undefined;

  const addTerm = (found: TbxTerm) => {
    if (!concept || lang === undefined) return;
    let list = concept.terms.get(lang);
    if (!list) concept.terms.set(lang, (list = []));
    list.push(found);
  };

  parser.on('error', (error) => {
    if (error.message.includes('undefined entity')) return; // declared in a DOCTYPE we do not read: kept as written
    failure ??= new ValidationError(
      [fieldIssue('file', { id: 'glossaries.import.tbx.notXml', values: { name: fileName, line: parser.line } })],
      { saysNextStep: { id: 'glossaries.import.tbx.exportAgain' }, serverDetail: error.message },
    );
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    depth++;
    const name = localName(tag.name);
    if (root === undefined) {
      root = name;
      if (name !== 'martif' && name !== 'tbx') failure ??= notTbx(fileName);
      return;
    }
    if (name === 'body') sawBody = true;
    if (CONCEPT.has(name)) {
      concept = { line: parser.line, terms: new Map() };
    } else if (LANGUAGE.has(name)) {
      const code = (tag.attributes['xml:lang'] ?? tag.attributes['lang'] ?? '').trim().toLowerCase();
      lang = code || undefined;
    } else if (TERM_SECTION.has(name)) {
      term = { text: '', status: 'admitted' };
      inTermSection = true;
    } else if (name === 'term') {
      if (inTerm === 0 && !term) term = { text: '', status: 'admitted' }; // a term outside tig/termSec
      inTerm++;
    } else if (
      term &&
      (STATUS_TYPES.has(name) || (name === 'termNote' && STATUS_TYPES.has(tag.attributes['type'] ?? '')))
    ) {
      statusDepth = depth;
      statusText = '';
    }
  });
  const onText = (chars: string) => {
    if (inTerm > 0 && term) term.text += chars;
    else if (statusDepth !== -1) statusText += chars;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    const name = localName(tag.name);
    if (depth === statusDepth) {
      statusDepth = -1;
      // A term with both an administrative and a normative status: deprecated wins, then preferred.
      const status = termStatus(statusText);
      if (term && (status === 'deprecated' || (status === 'preferred' && term.status === 'admitted')))
        term.status = status;
    }
    depth--;
    if (name === 'term' && inTerm > 0) {
      inTerm--;
      if (inTerm === 0 && term && !inTermSection) {
        addTerm(trimmed(term));
        term = undefined;
      }
    } else if (TERM_SECTION.has(name)) {
      if (term) addTerm(trimmed(term));
      term = undefined;
      inTermSection = false;
    } else if (LANGUAGE.has(name)) {
      lang = undefined;
    } else if (CONCEPT.has(name) && concept) {
      for (const code of concept.terms.keys()) {
        if (seen.has(code)) continue;
        seen.add(code);
        languages.push(code);
      }
      const done = concept;
      concept = undefined;
      if (!failure) onConcept(done, languages);
    }
  });
  // Fed in pieces so a failure stops the reading early, and a concept is handed on as soon as it is read.
  const piece = 1 << 20;
  for (let at = 0; at < text.length && !failure;) {
    let end = Math.min(text.length, at + piece);
    if (end < text.length && (text.charCodeAt(end - 1) & 0xfc00) === 0xd800) end++; // never split a surrogate pair
    parser.write(text.slice(at, end));
    at = end;
  }
  if (!failure) parser.close();
  if (failure) throw failure;
  if (root === undefined || !sawBody) throw notTbx(fileName);
  return languages;
}

/** The encoding an XML declaration names (`<?xml version="1.0" encoding="windows-1254"?>`), lower case, if any. */
export function declaredEncoding(text: string): string | undefined {
  const parser = new SaxesParser();
  let encoding: string | undefined;
  parser.on('xmldecl', (declaration) => {
    encoding = declaration.encoding?.toLowerCase();
  });
  parser.on('error', () => undefined);
  parser.write(text.slice(0, text.indexOf('?>') + 2 || 200));
  return encoding;
}
