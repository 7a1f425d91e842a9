// XML 1.0's character rules for everything Glossa and its simulator write into XML: only Char
// (#x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]) may appear, even as a character
// reference, so text from another source (a PDF's text layer carries control characters such as U+0002) is
// cleaned before it is written; otherwise Word, Excel and every XML parser refuse the whole file.

// Control characters other than tab, LF and CR; U+FFFE and U+FFFF; a surrogate without its pair.
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The text without the characters XML 1.0 forbids (they have no visible form in a document). */
export function xmlAllowedText(text: string): string {
  return text.replace(FORBIDDEN, '');
}

/**
 * Character data as XML element content: forbidden characters dropped, `&`, `<` and `>` escaped, and a
 * carriage return written as `&#13;` (a raw one would be read back as a line feed).
 */
export function encodeXmlText(text: string): string {
  return xmlAllowedText(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;');
}
