// An XLIFF 1.0, 1.1 or 1.2 file as CAT tools write it, read in one pass by the XML parser: for each translatable
// <trans-unit>, where its own <source> (or <seg-source> segments) and <target> are in the text, its inline codes,
// and where a new <target> belongs. Only the unit's own elements count: the <source> and <target> of an
// <alt-trans> (a translation memory's match) are neither uploaded nor written, wherever the tool put them.
// Notes are read where the tool wrote them: a unit's own, a <group>'s, and a <file>'s (in its <header>).
import { readXmlEvents, XmlSyntaxError, type XmlClose, type XmlOpen } from '../xml/xmlEvents';
import { InlineReader, type InlineTable, type UploadPart } from './xliffInline';
import { XliffFormatError } from './xliffErrors';

const XLIFF2_NAMESPACE = 'urn:oasis:names:tc:xliff:document:2.0';

interface Xliff1File {
  sourceLanguage?: string;
  /** As the tool wrote it (`de-CH`, `zh-cn`), or undefined when the <file> has none. */
  targetLanguage?: string;
  /** The <note>s of its <header>, in document order. */
  notes: Xliff1Note[];
}

/** A <group> of trans-units: its own notes and contexts, and the group it sits in. */
interface Xliff1Group {
  /** Its `resname`, else its `id`, as written. */
  name?: string;
  notes: Xliff1Note[];
  /** The enclosing group's index in `Xliff1Document.groups`. */
  parent?: number;
}

interface Xliff1Segment {
  /** The 2.1 content to upload. */
  parts: UploadPart[];
  /** Where the segment's 1.2 content is: the whole <source> content, or one <mrk mtype="seg">'s. */
  contentStart: number;
  contentEnd: number;
}

/** A unit's <note> or one <context> of its <context-group>s, as text: uploaded as an XLIFF 2.1 <note>. */
export interface Xliff1Note {
  text: string;
  /** `context: <context-type>` for a context, the note's `from` for a note. */
  category?: string;
  /** A note's `annotates` (source or target); general notes apply to the whole unit. */
  appliesTo?: 'source' | 'target';
  /** A note's priority, 1 (highest) to 10. */
  priority?: string;
}

export interface Xliff1Unit {
  /** The trans-unit's id, as written. */
  id?: string;
  /** Its own notes and contexts, in document order (those of an <alt-trans> are the match's, not the unit's). */
  notes: Xliff1Note[];
  file: number;
  /** The innermost <group> it sits in (an index in `Xliff1Document.groups`). */
  group?: number;
  segments: Xliff1Segment[];
  /** The <seg-source> content, when the unit is segmented: the new target is built from it. */
  segSource?: { contentStart: number; contentEnd: number };
  table: InlineTable;
  /** The unit's own <target>: where it is, its element name and attributes. */
  target?: { start: number; end: number; name: string; attributes: Record<string, string> };
  /** Where a new <target> goes (after <seg-source>, else after <source>), the indent before it, its name. */
  insertAt: number;
  indent: string;
  targetName: string;
}

export interface Xliff1Document {
  version: string;
  files: Xliff1File[];
  /** Every <group>, in the order they open. */
  groups: Xliff1Group[];
  units: Xliff1Unit[];
}

/** What holds notes while it is read: a unit, a group or a file's header. */
interface NoteOwner {
  depth: number;
  notes: Xliff1Note[];
  /** The note or context whose text is being read, and its depth. */
  noting?: { depth: number; note: Xliff1Note };
  /** Depth of the own <context-group> being read. */
  contextGroup?: number;
}

interface UnitDraft extends NoteOwner {
  id?: string;
  translate: boolean;
  source?: { start: number; end: number; name: string; reader: InlineReader };
  segSource?: { start: number; end: number; contentStart: number; contentEnd: number; reader: InlineReader };
  target?: Xliff1Unit['target'];
  /** The own element being read (a direct child of the unit), and its depth. */
  reading?: { local: string; depth: number; contentStart: number; reader?: InlineReader };
}

/** The version an <xliff> root declares, or the one its namespace names; undefined when it is not XLIFF 1. */
function xliff1Version(root: XmlOpen): string | undefined {
  if (root.local !== 'xliff') return undefined;
  const prefix = root.name.includes(':') ? root.name.slice(0, root.name.indexOf(':')) : '';
  const namespace = root.attributes[prefix ? `xmlns:${prefix}` : 'xmlns'] ?? '';
  const version = root.attributes.version;
  if (namespace === XLIFF2_NAMESPACE || version?.startsWith('2')) return undefined;
  if (version) return version;
  return /:1\.1$/.test(namespace) ? '1.1' : /:1\.2$/.test(namespace) ? '1.2' : '1.0';
}

/** What an XLIFF document is, from its root element alone: `1.x`, `2.x`, or undefined when not XLIFF. */
export function xliffVersion(xml: string): string | undefined {
  let version: string | undefined;
  const stop = new Error('root read');
  try {
    readXmlEvents(xml, {
      open(tag) {
        const v1 = xliff1Version(tag);
        if (v1) version = v1;
        else if (tag.local === 'xliff') version = tag.attributes.version ?? '2.0';
        throw stop;
      },
    });
  } catch (error) {
    if (error !== stop) return undefined;
  }
  return version;
}

export const isXliff1 = (xml: string): boolean => xliffVersion(xml)?.startsWith('1') === true;

/** Reads the translatable units of an XLIFF 1.x document; throws XliffFormatError with a sentence. */
export function readXliff1(xml: string, fileName: string): Xliff1Document {
  let version: string | undefined;
  const files: Xliff1File[] = [];
  const units: Xliff1Unit[] = [];
  const groups: Xliff1Group[] = [];
  /** The groups being read, innermost last. */
  const openGroups: (NoteOwner & { index: number })[] = [];
  /** The <header> being read, whose notes are its file's. */
  let header: NoteOwner | undefined;
  const translateStack: boolean[] = [true];
  let depth = 0;
  let unit: UnitDraft | undefined;
  let inAltTrans = 0;

  const open = (tag: XmlOpen) => {
    depth++;
    if (depth === 1) {
      version = xliff1Version(tag);
      if (!version)
        throw new XliffFormatError('notXliff', {
          id: 'documents.xliff.notXliff1',
          values: { name: fileName, element: `<${tag.name}>` },
        });
    }
    const { local, attributes } = tag;
    if (unit?.reading?.reader) {
      unit.reading.reader.open(tag);
      return;
    }
    if (local === 'file' && !unit) {
      files.push({
        ...(attributes['source-language'] !== undefined ? { sourceLanguage: attributes['source-language'] } : {}),
        ...(attributes['target-language'] !== undefined ? { targetLanguage: attributes['target-language'] } : {}),
        notes: [],
      });
    }
    if (!unit) {
      const owner = header ?? openGroups[openGroups.length - 1];
      if (owner) noteOpened(owner, tag);
      if (local === 'header' && !header && files.length > 0) header = { depth, notes: files[files.length - 1]!.notes };
      else if (local === 'group') {
        const name = attributes.resname ?? attributes.id;
        const parent = openGroups[openGroups.length - 1]?.index;
        groups.push({
          ...(name !== undefined ? { name } : {}),
          notes: [],
          ...(parent !== undefined ? { parent } : {}),
        });
        openGroups.push({ depth, notes: groups[groups.length - 1]!.notes, index: groups.length - 1 });
      }
    }
    if (!unit) {
      const inherited = translateStack[translateStack.length - 1]!;
      translateStack.push(attributes.translate === undefined ? inherited : attributes.translate !== 'no');
    }
    if (local === 'trans-unit' && !unit) {
      unit = {
        depth,
        notes: [],
        translate: translateStack[translateStack.length - 1]!,
        ...(attributes.id ? { id: attributes.id } : {}),
      };
      return;
    }
    if (!unit) return;
    if (local === 'alt-trans') inAltTrans++;
    if (inAltTrans === 0) noteOpened(unit, tag);
    if (depth !== unit.depth + 1 || inAltTrans > 0) return;
    if (local === 'source' && !unit.source) {
      const reader = new InlineReader(xml, false, tag.end);
      unit.source = { start: tag.start, end: tag.end, name: tag.name, reader };
      unit.reading = { local, depth, contentStart: tag.end, reader };
    } else if (local === 'seg-source' && !unit.segSource) {
      const reader = new InlineReader(xml, true, tag.end);
      unit.segSource = { start: tag.start, end: tag.end, contentStart: tag.end, contentEnd: tag.end, reader };
      unit.reading = { local, depth, contentStart: tag.end, reader };
    } else if (local === 'target' && !unit.target) {
      unit.target = { start: tag.start, end: tag.end, name: tag.name, attributes };
      unit.reading = { local, depth, contentStart: tag.end };
    }
  };

  const close = (tag: XmlClose) => {
    if (unit?.reading && depth === unit.reading.depth) {
      const { local, reader } = unit.reading;
      reader?.end(tag.start);
      if (local === 'source') unit.source!.end = tag.end;
      else if (local === 'seg-source') Object.assign(unit.segSource!, { end: tag.end, contentEnd: tag.start });
      else if (local === 'target') unit.target!.end = tag.end;
      unit.reading = undefined;
      depth--;
      return;
    }
    if (unit?.reading?.reader) {
      unit.reading.reader.close(tag);
      depth--;
      return;
    }
    if (unit && tag.local === 'alt-trans' && depth > unit.depth) inAltTrans--;
    const owner = noteOwner();
    if (owner?.noting?.depth === depth) owner.noting = undefined;
    if (owner?.contextGroup === depth) owner.contextGroup = undefined;
    if (!unit && header?.depth === depth) header = undefined;
    if (!unit && openGroups[openGroups.length - 1]?.depth === depth) openGroups.pop();
    if (unit && depth === unit.depth) {
      finishUnit(unit);
      unit = undefined;
    }
    if (!unit) translateStack.pop();
    depth--;
  };

  /** Whose notes the text being read belongs to: the unit, else the header, else the innermost group. */
  const noteOwner = (): NoteOwner | undefined => unit ?? header ?? openGroups[openGroups.length - 1];

  /** An owner's own <note>, or a <context> of its own <context-group>, starts: its text is collected. */
  const noteOpened = (draft: NoteOwner, { local, attributes }: XmlOpen) => {
    if (local === 'context-group' && depth === draft.depth + 1) draft.contextGroup = depth;
    let note: Xliff1Note | undefined;
    if (local === 'note' && depth === draft.depth + 1) {
      const annotates = attributes.annotates;
      note = {
        text: '',
        ...(attributes.from ? { category: attributes.from } : {}),
        ...(annotates === 'source' || annotates === 'target' ? { appliesTo: annotates } : {}),
        ...(/^([1-9]|10)$/.test(attributes.priority ?? '') ? { priority: attributes.priority } : {}),
      };
    } else if (local === 'context' && draft.contextGroup === depth - 1)
      note = { text: '', category: `context: ${attributes['context-type'] ?? ''}`.trim() };
    if (!note) return;
    draft.notes.push(note);
    draft.noting = { depth, note };
  };

  const finishUnit = (draft: UnitDraft) => {
    const source = draft.source;
    if (!draft.translate || !source) return;
    const segmented = draft.segSource?.reader.segments.length ? draft.segSource : undefined;
    const reader = segmented ? segmented.reader : source.reader;
    const segments = reader.segments.map(({ parts, contentStart, contentEnd }) => ({
      parts,
      contentStart,
      contentEnd,
    }));
    if (!reader.segments.some((segment) => segment.text)) return; // nothing to translate
    const after = segmented ? segmented.end : source.end;
    const prefix = source.name.includes(':') ? source.name.slice(0, source.name.indexOf(':') + 1) : '';
    units.push({
      ...(draft.id !== undefined ? { id: draft.id } : {}),
      notes: withText(draft.notes),
      file: files.length - 1,
      ...(openGroups.length > 0 ? { group: openGroups[openGroups.length - 1]!.index } : {}),
      segments,
      ...(segmented ? { segSource: { contentStart: segmented.contentStart, contentEnd: segmented.contentEnd } } : {}),
      table: { codes: reader.codes, endOf: reader.endOf },
      ...(draft.target ? { target: draft.target } : {}),
      insertAt: after,
      indent: indentBefore(xml, source.start),
      targetName: `${prefix}target`,
    });
  };

  try {
    readXmlEvents(xml, {
      open,
      close,
      text(text) {
        unit?.reading?.reader?.text(text);
        const owner = noteOwner();
        if (owner?.noting) owner.noting.note.text += text;
      },
    });
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw XliffFormatError.notWellFormed(fileName, error);
    throw error;
  }
  for (const file of files) file.notes = withText(file.notes);
  for (const group of groups) group.notes = withText(group.notes);
  return { version: version ?? '1.2', files, groups, units };
}

const withText = (notes: Xliff1Note[]) => notes.filter((note) => note.text.trim() !== '');

/** The line break and spaces before an element, when only white space stands between it and the line start. */
function indentBefore(xml: string, start: number): string {
  let at = start;
  while (at > 0 && (xml[at - 1] === ' ' || xml[at - 1] === '\t')) at--;
  if (at > 0 && xml[at - 1] === '\n') return `${at > 1 && xml[at - 2] === '\r' ? '\r' : ''}\n${xml.slice(at, start)}`;
  return '';
}
