// The cells of one row of sheet XML, found by offsets: no regular expression, no match array and no string per
// cell or attribute, only indexOf and character codes. A 10 MB workbook has a million cells; read with a regex
// each, they were most of the import's time and of its garbage. The row reader (xlsxSheet.ts) and the pass
// that counts references to shared strings (xlsxReferences.ts) share it, so both see exactly the same cells.
import { decodeXml, own, richText } from './xlsxXml';

const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

/** A cursor over the cells `<c …>…</c>` or `<c …/>` of one row; `next` moves to each in turn. */
export class RowCells {
  private xml = '';
  private at = 0;
  /** 0-based column of the current cell: its `r` reference, else the one after the previous cell. */
  column = -1;
  /** The `t` attribute's value, as offsets into the row (start -1: none). */
  private typeStart = -1;
  private typeEnd = -1;
  /** The cell's content between its tags (start -1: a cell closed in its own tag). */
  private bodyStart = -1;
  private bodyEnd = -1;
  /** The `<v>` value found by `hasValue`. */
  private valueStart = 0;
  private valueEnd = 0;

  /** Starts on the cells of `xml` from offset `from` (after the row's own tag). */
  start(xml: string, from: number): void {
    this.xml = xml;
    this.at = from;
    this.column = -1;
  }

  /** Moves to the next cell; false when the row holds no more. */
  next(): boolean {
    const xml = this.xml;
    for (;;) {
      const open = xml.indexOf('<c', this.at);
      if (open === -1) return false;
      const after = xml.charCodeAt(open + 2);
      if (after !== 0x3e && after !== 0x2f && !isSpace(after)) {
        this.at = open + 2; // <col…, <cfRule…: not a cell
        continue;
      }
      const tagEnd = xml.indexOf('>', open + 2);
      if (tagEnd === -1) return false;
      const selfClosing = xml.charCodeAt(tagEnd - 1) === 0x2f;
      let bodyStart = -1;
      let bodyEnd = -1;
      if (!selfClosing) {
        const close = xml.indexOf('</c>', tagEnd + 1);
        if (close === -1) {
          this.at = tagEnd + 1; // never closed: not a cell, though a later `<c …/>` may be
          continue;
        }
        bodyStart = tagEnd + 1;
        bodyEnd = close;
      }
      this.readAttributes(open + 2, selfClosing ? tagEnd - 1 : tagEnd);
      this.bodyStart = bodyStart;
      this.bodyEnd = bodyEnd;
      this.at = selfClosing ? tagEnd + 1 : bodyEnd + 4;
      return true;
    }
  }

  /** Whether the cell's `t` attribute is `type` (false when it has none). */
  typeIs(type: string): boolean {
    return (
      this.typeStart !== -1 &&
      this.typeEnd - this.typeStart === type.length &&
      this.xml.startsWith(type, this.typeStart)
    );
  }

  /** Whether the cell has a `<v>` value; it is then read by `value` or `valueNumber`. */
  hasValue(): boolean {
    if (this.bodyStart === -1) return false;
    const xml = this.xml;
    let at = this.bodyStart;
    for (;;) {
      at = xml.indexOf('<v', at);
      if (at === -1 || at >= this.bodyEnd) return false;
      const after = xml.charCodeAt(at + 2);
      if (after === 0x3e) {
        this.valueStart = at + 3;
        break;
      }
      if (isSpace(after)) {
        const tagEnd = xml.indexOf('>', at + 3);
        if (tagEnd === -1 || tagEnd >= this.bodyEnd) return false;
        this.valueStart = tagEnd + 1;
        break;
      }
      at += 2;
    }
    const close = xml.indexOf('</v>', this.valueStart);
    if (close === -1 || close + 4 > this.bodyEnd) return false;
    this.valueEnd = close;
    return true;
  }

  /** The value's text, references and OOXML escapes decoded. */
  value(): string {
    return decodeXml(this.xml.slice(this.valueStart, this.valueEnd));
  }

  /** The value as a number (a shared string's index): plain digits read in place, anything else as `Number` reads it. */
  valueNumber(): number {
    const length = this.valueEnd - this.valueStart;
    if (length > 0 && length <= 9) {
      let number = 0;
      for (let i = this.valueStart; i < this.valueEnd; i++) {
        const digit = this.xml.charCodeAt(i) - 0x30;
        if (digit < 0 || digit > 9) return Number(this.value());
        number = number * 10 + digit;
      }
      return number;
    }
    return Number(this.value());
  }

  /** Whether an inline string cell holds its text (`<is>…</is>`). */
  hasInlineText(): boolean {
    return this.inlineSpan() !== undefined;
  }

  /** The text of an inline string cell, a string of its own; undefined when it holds no `<is>`. */
  inlineText(): string | undefined {
    const span = this.inlineSpan();
    return span === undefined ? undefined : own(richText(this.xml.slice(span, this.inlineEnd)));
  }

  private inlineEnd = 0;

  /** Where the content of `<is>` starts (to the last `</is>`), or undefined. */
  private inlineSpan(): number | undefined {
    if (this.bodyStart === -1) return undefined;
    const open = this.xml.indexOf('<is>', this.bodyStart);
    if (open === -1 || open >= this.bodyEnd) return undefined;
    const close = this.xml.lastIndexOf('</is>', this.bodyEnd - 5);
    if (close < open + 4) return undefined;
    this.inlineEnd = close;
    return open + 4;
  }

  /** Reads `r` (into `column`) and `t` from the attributes in xml[from, to). */
  private readAttributes(from: number, to: number): void {
    const xml = this.xml;
    let referenced = false;
    this.typeStart = -1;
    let at = from;
    while (at < to) {
      while (at < to && isSpace(xml.charCodeAt(at))) at++;
      const nameStart = at;
      while (at < to && xml.charCodeAt(at) !== 0x3d && !isSpace(xml.charCodeAt(at))) at++;
      const nameEnd = at;
      while (at < to && isSpace(xml.charCodeAt(at))) at++;
      if (at >= to || xml.charCodeAt(at) !== 0x3d) break;
      at++;
      while (at < to && isSpace(xml.charCodeAt(at))) at++;
      const quote = xml.charCodeAt(at);
      if (quote !== 0x22 && quote !== 0x27) break;
      const valueStart = at + 1;
      const valueEnd = xml.indexOf(quote === 0x22 ? '"' : "'", valueStart);
      if (valueEnd === -1 || valueEnd > to) break;
      const nameLength = nameEnd - nameStart;
      if (nameLength === 1 && xml.charCodeAt(nameStart) === 0x72 && !referenced) {
        referenced = true;
        this.column = columnAt(xml, valueStart, valueEnd);
      } else if (nameLength === 1 && xml.charCodeAt(nameStart) === 0x74 && this.typeStart === -1) {
        this.typeStart = valueStart;
        this.typeEnd = valueEnd;
      }
      at = valueEnd + 1;
    }
    if (!referenced) this.column++;
  }
}

/** The column of a cell reference such as `XFD12` (16383); letters only, at most four, so it stays small. */
function columnAt(xml: string, from: number, to: number): number {
  let index = 0;
  for (let i = from; i < to && i < from + 4; i++) {
    const code = xml.charCodeAt(i) | 0x20;
    if (code < 0x61 || code > 0x7a) break;
    index = index * 26 + (code - 0x60);
  }
  return index - 1;
}
