// Rewrites the character data of an XML fragment (the content of one element, such as an XLIFF 2 <source>)
// and keeps every inline element exactly as written. The fragment is read by the XML parser, so a `>` inside an
// attribute value (`<ph disp="a>b"/>`) is part of its tag, never taken for text.
import { readXmlEvents } from './xmlEvents';
import { encodeXmlText } from './xmlCharacters';
import type { TranslateText } from './elementText';

/**
 * The fragment with each run of text between two tags replaced by `translate(text)`, decoded in and encoded
 * out under XML 1.0's character rules; the tags' own bytes are copied. A run the translation leaves unchanged
 * keeps its bytes (entities, CDATA and comments included). Throws XmlSyntaxError when the fragment is not
 * well-formed.
 */
export function rewriteFragmentText(fragment: string, translate: TranslateText): string {
  const open = '<f>';
  const xml = `${open}${fragment}</f>`;
  const out: string[] = [];
  let copied = open.length;
  let text = '';
  const flush = (until: number) => {
    const raw = xml.slice(copied, until);
    if (raw !== '') {
      const translated = text === '' ? text : translate(text);
      out.push(translated === text ? raw : encodeXmlText(translated));
    }
    text = '';
  };
  readXmlEvents(xml, {
    open(tag) {
      if (tag.start < open.length) return; // the wrapper
      flush(tag.start);
      out.push(xml.slice(tag.start, tag.end));
      copied = tag.end;
    },
    close(tag) {
      if (tag.start === tag.end) return; // a self-closing tag, copied whole when it opened
      flush(tag.start);
      if (tag.end === xml.length) return; // the wrapper
      out.push(xml.slice(tag.start, tag.end));
      copied = tag.end;
    },
    text(chunk) {
      text += chunk;
    },
  });
  return out.join('');
}
