// Inline codes between XLIFF 1.2 and 2.1, as the XLIFF 2 specification maps them: <g> is <pc>, <x> and <ph>
// are <ph/>, <bx>/<bpt> open a <sc/> that <ex>/<ept> close with <ec startRef/>, <it> is an isolated <sc/> or
// <ec/>, <mrk> is <mrk>. The codes themselves (a <bpt>'s native markup, a <g>'s attributes) never leave the
// computer: each gets a number within its unit, and on the way back the number is replaced by the exact text
// the CAT tool wrote.
import { escapeXmlText, type XmlClose, type XmlOpen } from '../xml/xmlEvents';

/** What one 2.1 code number stands for in the 1.2 file: the exact text to write back. */
export interface InlineCode {
  /** A whole element (`<ph id="1">{1}</ph>`), or the start tag of a <g> or <mrk>. */
  open: string;
  /** The end tag of a <g> or <mrk>, as written. */
  close?: string;
}

/** A 2.1 code whose form depends on its partner (sc/ec), settled when the unit ends. */
interface PendingCode {
  kind: 'sc' | 'ec';
  id: number;
  key: string;
  isolated: boolean;
  startRef?: number;
}

export type UploadPart = string | PendingCode;

const PAIRED = new Set(['g', 'mrk']);

/**
 * The inline content of one trans-unit's <source> or <seg-source>, fed the parser's events in order: builds
 * the 2.1 content of each segment and the table of codes.
 */
export class InlineReader {
  readonly codes = new Map<number, InlineCode>();
  /** The end code that closes each start code, by their numbers. */
  readonly endOf = new Map<number, number>();
  /** The 2.1 content of each segment: one for a <source>, one per <mrk mtype="seg"> of a <seg-source>. */
  readonly segments: { mid: string; parts: UploadPart[]; contentStart: number; contentEnd: number; text: boolean }[] =
    [];
  private next = 1;
  private readonly stack: { local: string; code?: number; opaque: boolean; segment: boolean }[] = [];
  private opaqueDepth = 0;
  private opaqueStart = -1;
  private opaqueAttributes: Record<string, string> = {};
  private segment: (typeof this.segments)[number] | undefined;
  /** Start codes waiting for their end, by their 1.2 pairing key. */
  private readonly openStarts = new Map<string, PendingCode[]>();

  constructor(
    private readonly xml: string,
    /** A <seg-source>: only the <mrk mtype="seg"> content is uploaded. */
    private readonly segmented: boolean,
    contentStart: number,
  ) {
    if (!segmented) this.segment = this.newSegment('', contentStart);
  }

  private newSegment(mid: string, contentStart: number) {
    const segment = { mid, parts: [] as UploadPart[], contentStart, contentEnd: contentStart, text: false };
    this.segments.push(segment);
    return segment;
  }

  open(tag: XmlOpen): void {
    if (this.opaqueDepth > 0) {
      this.opaqueDepth++;
      this.stack.push({ local: tag.local, opaque: true, segment: false });
      return;
    }
    const { local, attributes } = tag;
    if (this.segmented && !this.segment && local === 'mrk' && attributes.mtype === 'seg') {
      this.segment = this.newSegment(attributes.mid ?? '', tag.end);
      this.stack.push({ local, opaque: false, segment: true });
      return;
    }
    const out = this.segment?.parts;
    if (PAIRED.has(local) && !tag.selfClosing) {
      const id = this.next++;
      this.codes.set(id, { open: this.xml.slice(tag.start, tag.end) });
      if (out) {
        if (local === 'g') out.push(`<pc id="${id}">`);
        else {
          const mtype = attributes.mtype;
          const extra = mtype === 'protected' ? ' translate="no"' : mtype === 'term' ? ' type="term"' : '';
          out.push(`<mrk id="${id}"${extra}>`);
        }
      }
      this.stack.push({ local, code: id, opaque: false, segment: false });
      return;
    }
    // Every other element (the codes with native data, and anything unknown) is one opaque code.
    this.opaqueDepth = 1;
    this.opaqueStart = tag.start;
    this.opaqueAttributes = attributes;
    this.stack.push({ local, opaque: true, segment: false });
  }

  close(tag: XmlClose): void {
    const entry = this.stack.pop();
    if (!entry) return;
    if (entry.opaque) {
      this.opaqueDepth--;
      if (this.opaqueDepth > 0) return;
      this.opaqueCode(entry.local, this.xml.slice(this.opaqueStart, tag.end));
      return;
    }
    if (entry.segment) {
      this.segment!.contentEnd = tag.start;
      this.segment = undefined;
      return;
    }
    const code = this.codes.get(entry.code!)!;
    code.close = this.xml.slice(tag.start, tag.end);
    this.segment?.parts.push(entry.local === 'g' ? '</pc>' : '</mrk>');
  }

  text(text: string): void {
    if (this.opaqueDepth > 0 || !this.segment) return;
    if (!this.segment.text && text.trim() !== '') this.segment.text = true;
    this.segment.parts.push(escapeXmlText(text));
  }

  /** Ends the content at `contentEnd` (the start of the </source> tag); settles unpaired codes as isolated. */
  end(contentEnd: number): void {
    if (!this.segmented && this.segment) this.segment.contentEnd = contentEnd;
    for (const starts of this.openStarts.values()) for (const start of starts) start.isolated = true;
    this.openStarts.clear();
  }

  private opaqueCode(local: string, whole: string): void {
    const id = this.next++;
    this.codes.set(id, { open: whole });
    const out = this.segment?.parts;
    const attributes = this.opaqueAttributes;
    if (!out) return; // between the segments of a <seg-source>: stays in the file, not uploaded
    if (local === 'bx' || local === 'bpt') {
      const start: PendingCode = { kind: 'sc', id, key: attributes.rid ?? attributes.id ?? '', isolated: false };
      const waiting = this.openStarts.get(start.key) ?? [];
      waiting.push(start);
      this.openStarts.set(start.key, waiting);
      out.push(start);
    } else if (local === 'ex' || local === 'ept') {
      const key = attributes.rid ?? attributes.id ?? '';
      const start = this.openStarts.get(key)?.pop();
      if (start) this.endOf.set(start.id, id);
      out.push({ kind: 'ec', id, key, isolated: !start, ...(start ? { startRef: start.id } : {}) });
    } else if (local === 'it') {
      out.push({ kind: attributes.pos === 'close' ? 'ec' : 'sc', id, key: '', isolated: true });
    } else {
      out.push(`<ph id="${id}"/>`);
    }
  }
}

/** A segment's 2.1 content, its start and end codes written now that their partners are known. */
export function uploadContent(parts: readonly UploadPart[]): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (part.kind === 'sc') out += `<sc id="${part.id}"${part.isolated ? ' isolated="yes"' : ''}/>`;
    else if (part.startRef !== undefined && !part.isolated) out += `<ec startRef="${part.startRef}"/>`;
    else out += `<ec id="${part.id}" isolated="yes"/>`;
  }
  return out;
}

/** One piece of a translated 2.1 target, as the 2.1 reader hands it on. */
export type TargetToken =
  | { kind: 'text'; text: string }
  | { kind: 'open'; local: 'pc' | 'mrk'; id: string }
  | { kind: 'close' }
  | { kind: 'code'; local: 'ph' | 'sc' | 'ec'; id: string; startRef: string };

/** A unit's codes: what each number stands for, and which end closes which start. */
export interface InlineTable {
  codes: ReadonlyMap<number, InlineCode>;
  endOf: ReadonlyMap<number, number>;
}

/**
 * A translated 2.1 target back in 1.2 markup: text escaped, each code number replaced by the exact code the
 * source had. A number the source never had (the service invented it) is left out.
 */
export function targetContent12(tokens: readonly TargetToken[], table: InlineTable): string {
  const { codes, endOf } = table;
  let out = '';
  const closes: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'text') out += escapeXmlText(token.text);
    else if (token.kind === 'open') {
      const code = codes.get(Number(token.id));
      const paired = code?.close !== undefined;
      out += paired ? code.open : '';
      closes.push(paired ? code.close! : '');
    } else if (token.kind === 'close') out += closes.pop() ?? '';
    else {
      const number = token.local === 'ec' && token.startRef ? endOf.get(Number(token.startRef)) : Number(token.id);
      const code = number === undefined ? undefined : codes.get(number);
      if (code && code.close === undefined) out += code.open;
    }
  }
  return out;
}
