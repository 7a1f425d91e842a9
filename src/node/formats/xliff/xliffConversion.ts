// XLIFF 1.x (what most CAT tools export) to the XLIFF 2.1 that document translation accepts, and the translated
// 2.1 back into the translator's own 1.x file: only the targets change, every other byte (header, notes,
// context groups, alt-trans matches, each <file>'s target-language as the tool wrote it) comes back as it was.
// Pure functions of bytes, so the conversion can run in a worker.
//
// Each translatable <trans-unit> becomes a <unit id="u<n>"> (n counts them in document order), with one
// <segment> for its <source>, or one per <mrk mtype="seg"> of its <seg-source>. Inline codes: xliffInline.ts.
// Notes go up where the tool wrote them: a unit's as the unit's <notes>, a <file> header's as the 2.1 file's,
// and a <group>'s as the <notes> of a 2.1 <group id="g<n>"> around its units (only groups with notes are kept).
import { NotUnicodeError, decodeText, encodeText } from '../text/textDecoding';
import { escapeXmlAttribute, escapeXmlText } from '../xml/xmlEvents';
import { readXliff1, type Xliff1Document, type Xliff1Note, type Xliff1Unit } from './xliff1Document';
import { readXliff2Targets } from './xliff2Document';
import { XliffFormatError } from './xliffErrors';
import { targetContent12, uploadContent, type TargetToken } from './xliffInline';

export { isXliff1, xliffVersion } from './xliff1Document';
export { XliffFormatError } from './xliffErrors';

/** The XLIFF 2.1 document to upload for a 1.x document (its units' own sources, nothing else). */
export function xliff12To21(xml12: string, fileName = 'This file'): string {
  return upload21(readXliff1(xml12, fileName), fileName);
}

function upload21(document: Xliff1Document, fileName: string): string {
  if (document.units.length === 0) {
    throw new XliffFormatError('nothingToTranslate', {
      id: 'documents.xliff.nothingToTranslate',
      values: { name: fileName },
    });
  }
  const srcLang = document.files.find((file) => file.sourceLanguage)?.sourceLanguage ?? 'und';
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.1" srcLang="${escapeXmlAttribute(srcLang)}">\n`,
  ];
  let file = -2;
  /** The 2.1 groups open around the current unit, outermost first (indices in `document.groups`). */
  const open: number[] = [];
  const indent = () => '    ' + '  '.repeat(open.length);
  const closeGroups = (keep: number) => {
    while (open.length > keep) {
      open.pop();
      out.push(`${indent()}</group>\n`);
    }
  };
  document.units.forEach((unit, index) => {
    if (unit.file !== file) {
      closeGroups(0);
      if (file !== -2) out.push('  </file>\n');
      file = unit.file;
      out.push(`  <file id="f${file + 1}">\n`, notesElement(document.files[file]?.notes ?? [], '    '));
    }
    const path = notedGroups(document, unit);
    let shared = 0;
    while (shared < open.length && open[shared] === path[shared]) shared++;
    closeGroups(shared);
    for (const group of path.slice(shared)) {
      const name = document.groups[group]!.name;
      out.push(
        `${indent()}<group id="g${group + 1}"${name !== undefined ? ` name="${escapeXmlAttribute(name)}"` : ''}>\n`,
      );
      open.push(group);
      out.push(notesElement(document.groups[group]!.notes, indent()));
    }
    const at = indent();
    const name = unit.id !== undefined ? ` name="${escapeXmlAttribute(unit.id)}"` : '';
    out.push(`${at}<unit id="u${index + 1}"${name}>\n`, notesElement(unit.notes, `${at}  `));
    for (const segment of unit.segments)
      out.push(`${at}  <segment><source xml:space="preserve">${uploadContent(segment.parts)}</source></segment>\n`);
    out.push(`${at}</unit>\n`);
  });
  closeGroups(0);
  out.push('  </file>\n</xliff>\n');
  return out.join('');
}

/** The groups around a unit that carry notes, outermost first: the 2.1 groups it goes up in. */
function notedGroups(document: Xliff1Document, unit: Xliff1Unit): number[] {
  const path: number[] = [];
  for (let group = unit.group; group !== undefined; group = document.groups[group]!.parent)
    if (document.groups[group]!.notes.length > 0) path.unshift(group);
  return path;
}

/** An XLIFF 2.1 <notes> element (nothing when there are none), each line indented by `at`. */
function notesElement(notes: readonly Xliff1Note[], at: string): string {
  if (notes.length === 0) return '';
  return `${at}<notes>\n${notes.map((note) => `${at}  ${noteElement(note)}\n`).join('')}${at}</notes>\n`;
}

/** A 1.x note or context as an XLIFF 2.1 <note>: its text, and its category, appliesTo and priority. */
function noteElement(note: Xliff1Note): string {
  const attributes = [
    note.category !== undefined ? ` category="${escapeXmlAttribute(note.category)}"` : '',
    note.appliesTo ? ` appliesTo="${note.appliesTo}"` : '',
    note.priority ? ` priority="${note.priority}"` : '',
  ].join('');
  return `<note${attributes}>${escapeXmlText(note.text)}</note>`;
}

/**
 * The translator's 1.x document with the translations of a 2.1 result as its targets. A unit the result has no
 * complete translation for is left as it was. `targetLang` goes on a new target only where its <file> names no
 * target-language.
 */
export function xliff21To12(
  original12: string,
  translated21: string,
  targetLang?: string,
  fileName = 'This file',
): string {
  const document = readXliff1(original12, fileName);
  const targets = readXliff2Targets(translated21, fileName);
  const out: string[] = [];
  let copied = 0;
  document.units.forEach((unit, index) => {
    const translated = targets.get(`u${index + 1}`);
    if (!translated || translated.length !== unit.segments.length || translated.some((t) => t === undefined)) return;
    const content = unitContent(original12, unit, translated as TargetToken[][]);
    const file = document.files[unit.file];
    const lang = !file?.targetLanguage && targetLang ? targetLang : undefined;
    if (unit.target) {
      out.push(
        original12.slice(copied, unit.target.start),
        targetElement(unit.target.name, unit.target.attributes, content, lang),
      );
      copied = unit.target.end;
    } else {
      out.push(original12.slice(copied, unit.insertAt), unit.indent, targetElement(unit.targetName, {}, content, lang));
      copied = unit.insertAt;
    }
  });
  out.push(original12.slice(copied));
  return out.join('');
}

/** The new target's 1.2 content: the translation, or the <seg-source> with each segment's translation in it. */
function unitContent(xml: string, unit: Xliff1Unit, translated: TargetToken[][]): string {
  if (!unit.segSource) return targetContent12(translated[0]!, unit.table);
  let out = '';
  let at = unit.segSource.contentStart;
  unit.segments.forEach((segment, i) => {
    out += xml.slice(at, segment.contentStart) + targetContent12(translated[i]!, unit.table);
    at = segment.contentEnd;
  });
  return out + xml.slice(at, unit.segSource.contentEnd);
}

function targetElement(name: string, attributes: Record<string, string>, content: string, lang?: string): string {
  let tag = `<${name}`;
  for (const [key, value] of Object.entries(attributes))
    if (key !== 'state' && !(lang && key === 'xml:lang')) tag += ` ${key}="${escapeXmlAttribute(value)}"`;
  if (lang && attributes['xml:lang'] === undefined) tag += ` xml:lang="${escapeXmlAttribute(lang)}"`;
  else if (lang) tag += ` xml:lang="${escapeXmlAttribute(attributes['xml:lang']!)}"`;
  return `${tag} state="translated">${content}</${name}>`;
}

const decoded = (bytes: Uint8Array, fileName: string) => {
  try {
    return decodeText(bytes);
  } catch (error) {
    if (!(error instanceof NotUnicodeError)) throw error;
    throw new XliffFormatError(
      'encoding',
      { id: 'documents.xliff.notUnicode', values: { name: fileName } },
      { cause: error },
    );
  }
};

/** The 2.1 upload for the bytes of a file, or undefined when it is not XLIFF 1 (it is uploaded as it is). */
export function xliff1Upload(bytes: Uint8Array, fileName: string): Uint8Array | undefined {
  const { text } = decoded(bytes, fileName);
  let document: Xliff1Document;
  try {
    document = readXliff1(text, fileName);
  } catch (error) {
    if (error instanceof XliffFormatError && error.problem === 'notXliff') return undefined;
    throw error;
  }
  return new TextEncoder().encode(upload21(document, fileName));
}

/** The translator's file with the translated targets, in the encoding it came in. */
export function xliff1Restored(
  original: Uint8Array,
  translated21: Uint8Array,
  targetLang: string,
  fileName: string,
): Uint8Array {
  const source = decoded(original, fileName);
  const result = decoded(translated21, fileName).text;
  return encodeText(xliff21To12(source.text, result, targetLang, fileName), source.encoding, source.byteOrderMark);
}
