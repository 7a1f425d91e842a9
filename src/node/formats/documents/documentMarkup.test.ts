// The html and xliff documents read their markup with the same walker as text with tag_handling: what the
// walker keeps (translate="no", doctypes, comments, processing instructions) is kept in documents too.
import { describe, expect, it } from 'vitest';
import { rewriteHtml } from './html';
import { rewriteXliff } from './xliff';

const upper = (text: string) => text.toUpperCase();

describe('documents through the markup walker', () => {
  it('html keeps the doctype, comments, script and translate="no" content, and translates the rest', () => {
    const page =
      '<!DOCTYPE html><!-- the note --><p>the text <span translate="no">the name</span></p><script>var a = "<p>x</p>";</script>';
    expect(rewriteHtml(page, upper)).toBe(
      '<!DOCTYPE html><!-- the note --><p>THE TEXT <span translate="no">the name</span></p><script>var a = "<p>x</p>";</script>',
    );
  });

  it('xliff ignores a <segment> written inside a comment and keeps processing instructions', () => {
    const xliff =
      '<?xml version="1.0"?>\n<xliff version="2.1" srcLang="en"><file id="f"><!-- <segment><source>no</source></segment> -->' +
      '<unit id="u"><segment><?pi keep?><source>yes <ph id="1"/> too</source></segment></unit></file></xliff>';
    expect(rewriteXliff(xliff, 'a.xliff', upper, 'de')).toBe(
      '<?xml version="1.0"?>\n<xliff trgLang="de" version="2.1" srcLang="en"><file id="f"><!-- <segment><source>no</source></segment> -->' +
        '<unit id="u"><segment><?pi keep?><source>yes <ph id="1"/> too</source><target>YES <ph id="1"/> TOO</target></segment></unit></file></xliff>',
    );
  });
});
