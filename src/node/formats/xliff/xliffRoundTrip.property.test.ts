// Generated XLIFF 1.2 with every inline code (g, x, bx/ex, bpt/ept, ph, it, mrk) in every position: at the
// start, the end, side by side, nested in g and mrk, in segmented units; beside alt-trans matches, notes and
// context groups, with and without a target, in groups with notes of their own and a header note. After the
// round trip every byte outside the units' own targets is the original's, and each target is the source with
// its text translated and its codes exactly as written. The upload carries the header's and the groups' notes
// on its 2.1 file and groups, and passes the XLIFF 2 core schema.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readXmlEvents } from '../xml/xmlEvents';
import { roundTrip, xliff2SchemaProblems } from './testing/xliffChecks';

/** A piece of inline content: its 1.2 markup, and the same with the text translated (upper-cased). */
interface Inline {
  xml: string;
  translated: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const word = fc
  .array(fc.constantFrom(...'abcxyz ßé&<>"\'0'.split('')), { minLength: 1, maxLength: 8 })
  .map((chars) => chars.join(''))
  .filter((text) => /[a-zß]/.test(text));
const text: fc.Arbitrary<Inline> = word.map((t) => ({ xml: escape(t), translated: escape(t.toUpperCase()) }));
const id = fc.integer({ min: 1, max: 9 });

const emptyCodes: fc.Arbitrary<Inline>[] = [
  id.map((n) => `<x id="${n}" ctype="x-br" equiv-text="&lt;br/>"/>`),
  id.map((n) => `<ph id="${n}" ctype="x-cmd">&lt;endcmp/></ph>`),
  id.map((n) => `<bpt id="${n}" rid="${n}">&lt;b class="a>b"></bpt>`),
  id.map((n) => `<ept id="${n}" rid="${n}">&lt;/b></ept>`),
  id.map((n) => `<bx id="${n}" rid="${n}" ctype="bold"/>`),
  id.map((n) => `<ex id="${n}" rid="${n}"/>`),
  id.map((n) => `<it id="${n}" pos="open">&lt;i></it>`),
  id.map((n) => `<it id="${n}" pos="close">&lt;/i></it>`),
].map((code) => code.map((xml) => ({ xml, translated: xml })));

const { content } = fc.letrec<{ content: Inline[]; piece: Inline }>((tie) => ({
  content: fc.array(tie('piece'), { minLength: 1, maxLength: 5 }).map((pieces) => pieces as unknown as Inline[]),
  piece: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    ...emptyCodes,
    fc
      .tuple(id, tie('content') as fc.Arbitrary<unknown> as fc.Arbitrary<Inline[]>)
      .map(([n, inner]) => wrap(`<g id="${n}" ctype="x-italic">`, inner, '</g>')),
    fc
      .tuple(
        fc.constantFrom('term', 'protected', 'x-note'),
        tie('content') as fc.Arbitrary<unknown> as fc.Arbitrary<Inline[]>,
      )
      .map(([mtype, inner]) => wrap(`<mrk mtype="${mtype}">`, inner, '</mrk>')),
  ),
})) as unknown as { content: fc.Arbitrary<Inline[]> };

function wrap(open: string, inner: Inline[], close: string): Inline {
  return {
    xml: open + inner.map((piece) => piece.xml).join('') + close,
    translated: open + inner.map((piece) => piece.translated).join('') + close,
  };
}

/** Content that has some text to translate (a unit without any is left alone). */
const sourceContent = fc.tuple(text, content).map(([first, rest]) => [first, ...rest]);

const join = (pieces: Inline[], key: keyof Inline) => pieces.map((piece) => piece[key]).join('');

interface GeneratedUnit {
  /** The unit's text before and after its own target (or where a new one goes), and the expected content. */
  before: string;
  target: string;
  after: string;
  expected: string;
  /** The texts of the notes of the groups around it, outermost first, that its 2.1 unit must sit in. */
  groupNotes: string[];
}

const unit = fc
  .record({
    segments: fc.array(sourceContent, { minLength: 1, maxLength: 3 }),
    segmented: fc.boolean(),
    altTrans: fc.constantFrom('none', 'before', 'after'),
    target: fc.constantFrom('none', 'empty', 'old'),
    note: fc.boolean(),
    context: fc.boolean(),
    group: fc.constantFrom('none', 'noted', 'nested', 'bare'),
  })
  .map((u): ((index: number) => GeneratedUnit) => (index) => {
    const sourcePieces = u.segmented ? u.segments.flat() : u.segments[0]!;
    const alt = `\n        <alt-trans match-quality="80"><source>match &amp; more</source><target>Treffer</target></alt-trans>`;
    let before = '';
    let groupEnd = '';
    let groupNotes: string[] = [];
    if (u.group === 'noted') {
      before += `      <group id="grp${index}">\n        <context-group purpose="information"><context context-type="x-topic">Topic &amp; ${index}</context></context-group>\n        <note from="pm" priority="2">Group note ${index}</note>\n`;
      groupEnd = '      </group>\n';
      groupNotes = [`Topic & ${index}`, `Group note ${index}`];
    } else if (u.group === 'nested') {
      before += `      <group id="outer${index}"><note>Outer ${index}</note><group resname="inner${index}">\n`;
      groupEnd = '      </group></group>\n';
      groupNotes = [`Outer ${index}`];
    } else if (u.group === 'bare') {
      before += `      <group id="bare${index}">\n`;
      groupEnd = '      </group>\n';
    }
    before += `      <trans-unit id="tu${index}">`;
    if (u.altTrans === 'before') before += alt;
    before += `\n        <source>${join(sourcePieces, 'xml')}</source>`;
    let expected = join(u.segments[0]!, 'translated');
    if (u.segmented) {
      const segs = u.segments.map((seg, i) => `<mrk mtype="seg" mid="${i + 1}">${join(seg, 'xml')}</mrk>`);
      before += `\n        <seg-source>${segs.join(' ')}</seg-source>`;
      expected = u.segments
        .map((seg, i) => `<mrk mtype="seg" mid="${i + 1}">${join(seg, 'translated')}</mrk>`)
        .join(' ');
    }
    const target =
      u.target === 'none'
        ? ''
        : u.target === 'empty'
          ? '\n        <target/>'
          : '\n        <target state="new">alt</target>';
    let after = '';
    if (u.context)
      after += `\n        <context-group purpose="location"><context context-type="linenumber">${index}</context></context-group>`;
    if (u.note) after += `\n        <note from="dev">Keep &lt;b> &amp; "quotes"</note>`;
    if (u.altTrans === 'after') after += alt;
    after += `\n      </trans-unit>\n${groupEnd}`;
    return { before, target, after, expected, groupNotes };
  });

const documents = fc.array(unit, { minLength: 1, maxLength: 4 }).map((makers) => {
  const units = makers.map((make, i) => make(i + 1));
  const head = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="doc.html" datatype="html" source-language="en-US" target-language="de-CH">
    <header><note>Header note</note></header>
    <body>
`;
  const tail = `    </body>
  </file>
</xliff>
`;
  return { units, head, tail, xml: head + units.map((u) => u.before + u.target + u.after).join('') + tail };
});

/** For each 2.1 unit: the notes of the groups around it (outermost first), and the notes of its file. */
function uploadedNotes(upload: string): { groups: string[][]; file: string[] } {
  const groups: string[][] = [];
  const open: string[][] = [];
  const file: string[] = [];
  let owner: string[] | undefined;
  let text: string | undefined;
  readXmlEvents(upload, {
    open(tag) {
      if (tag.local === 'file') owner = file;
      else if (tag.local === 'group') open.push((owner = []));
      else if (tag.local === 'unit') {
        groups.push(open.flat());
        owner = undefined;
      } else if (tag.local === 'note' && owner) text = '';
    },
    close(tag) {
      if (tag.local === 'group') open.pop();
      else if (tag.local === 'note' && text !== undefined) {
        owner!.push(text);
        text = undefined;
      }
    },
    text(t) {
      if (text !== undefined) text += t;
    },
  });
  return { groups, file };
}

describe('the XLIFF 1.2 round trip', () => {
  it('changes nothing outside the units own targets, and keeps every inline code exactly', () => {
    const uploads: string[] = [];
    fc.assert(
      fc.property(documents, ({ units, head, tail, xml }) => {
        const { upload, back } = roundTrip(xml);
        uploads.push(upload);
        const notes = uploadedNotes(upload);
        expect(notes.file).toEqual(['Header note']);
        expect(notes.groups).toEqual(units.map((generated) => generated.groupNotes));
        let at = 0;
        const expectAt = (piece: string) => {
          expect(back.slice(at, at + piece.length)).toBe(piece);
          at += piece.length;
        };
        expectAt(head);
        for (const generated of units) {
          expectAt(generated.before);
          // The own target: the old one replaced, or a new one after the source (or seg-source).
          const end = back.indexOf('</target>', at) + '</target>'.length;
          const target = back.slice(at, end);
          expect(target).toMatch(/^\n {8}<target[^>]*state="translated"[^>]*>/);
          expect(target.slice(target.indexOf('>') + 1, target.length - '</target>'.length)).toBe(generated.expected);
          at = end;
          expectAt(generated.after);
        }
        expectAt(tail);
        expect(at).toBe(back.length);
      }),
      { numRuns: 60 },
    );
    expect(xliff2SchemaProblems(...uploads).filter(Boolean)).toEqual([]);
  });
});
