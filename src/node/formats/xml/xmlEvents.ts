// XML read by a well-kept parser (saxes, which checks XML 1.0 well-formedness) with the place of every tag in
// the text, so a reader can copy each byte it does not change. One pass, linear in the text: a start tag's
// first character is found by looking back from its end for the `<` (an attribute value never holds one).
import { SaxesParser } from 'saxes';

export interface XmlOpen {
  /** The name as written, with its prefix (`xlf:source`). */
  name: string;
  /** The name without its prefix. */
  local: string;
  /** Attribute values as the parser decoded them, in document order. */
  attributes: Record<string, string>;
  selfClosing: boolean;
  /** Where `<name` starts and where the start tag's `>` ends. */
  start: number;
  end: number;
}

export interface XmlClose {
  name: string;
  local: string;
  /** Where the end tag starts and ends; for a self-closing element both are the start tag's end. */
  start: number;
  end: number;
}

export interface XmlHandlers {
  open?(tag: XmlOpen): void;
  close?(tag: XmlClose): void;
  /** Character data as decoded text (CDATA included). */
  text?(text: string): void;
}

/** Where XML is not well-formed: the parser's words and the place. */
export class XmlSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`line ${line}, column ${column}: ${reason}`);
  }
}

const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
};

/**
 * Reads `xml` (a whole document) and hands each tag and text to the handlers, in order. A handler may throw to
 * stop; a document that is not well-formed throws XmlSyntaxError at the first fault.
 */
export function readXmlEvents(xml: string, handlers: XmlHandlers): void {
  const parser = new SaxesParser({ position: true });
  // The first fault ends the reading: thrown from the handler, so the parser reports no more (at the end of a
  // document of 40,000 unclosed tags it would make an error object for each).
  parser.on('error', (error) => {
    const reason = error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '');
    throw new XmlSyntaxError(reason, parser.line, parser.column);
  });
  const { open, close, text } = handlers;
  if (open || close) {
    parser.on('opentag', (tag) => {
      const end = parser.position;
      const start = xml.lastIndexOf('<', end - 1);
      const record: XmlOpen = {
        name: tag.name,
        local: localName(tag.name),
        attributes: tag.attributes as Record<string, string>,
        selfClosing: tag.isSelfClosing,
        start,
        end,
      };
      open?.(record);
      if (tag.isSelfClosing) close?.({ name: tag.name, local: record.local, start: end, end });
    });
    parser.on('closetag', (tag) => {
      if (tag.isSelfClosing) return;
      const end = parser.position;
      close?.({ name: tag.name, local: localName(tag.name), start: xml.lastIndexOf('<', end - 1), end });
    });
  }
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  parser.write(xml).close();
}

/** XML text escaped for element content (`>` too, so `]]>` never appears). */
export function escapeXmlText(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code !== 38 && code !== 60 && code !== 62) continue;
    out += text.slice(from, i) + (code === 38 ? '&amp;' : code === 60 ? '&lt;' : '&gt;');
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** An attribute value escaped for double quotes (white space as references, so it reads back the same). */
export function escapeXmlAttribute(value: string): string {
  let out = '';
  for (const char of value) {
    if (char === '&') out += '&amp;';
    else if (char === '<') out += '&lt;';
    else if (char === '"') out += '&quot;';
    else if (char === '\t') out += '&#9;';
    else if (char === '\n') out += '&#10;';
    else if (char === '\r') out += '&#13;';
    else out += char;
  }
  return out;
}
