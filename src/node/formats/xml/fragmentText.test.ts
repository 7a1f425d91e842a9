import { describe, expect, it } from 'vitest';
import { rewriteFragmentText } from './fragmentText';
import { XmlSyntaxError } from './xmlEvents';

const upper = (text: string) => text.toUpperCase();

describe('rewriting the text of an XML fragment', () => {
  it('translates the text between inline elements and copies each tag exactly', () => {
    const fragment = 'Read <pc id="1" dataRefStart="b">the contract</pc> today<ph id="2"/>.';
    expect(rewriteFragmentText(fragment, upper)).toBe(
      'READ <pc id="1" dataRefStart="b">THE CONTRACT</pc> TODAY<ph id="2"/>.',
    );
  });

  it('keeps a ">" inside an attribute value as part of its tag, never as text', () => {
    const fragment = 'a <ph id="1" disp="&lt;endcmp/>" equiv=\'x>y\'/> b';
    expect(rewriteFragmentText(fragment, upper)).toBe('A <ph id="1" disp="&lt;endcmp/>" equiv=\'x>y\'/> B');
  });

  it('decodes references before translating and encodes the translation under XML 1.0 rules', () => {
    const seen: string[] = [];
    const out = rewriteFragmentText('Tom &amp; Jerry &#x263A; <b/>x', (text) => (seen.push(text), `${text}\u0002<`));
    expect(seen).toEqual(['Tom & Jerry \u263a ', 'x']);
    expect(out).toBe('Tom &amp; Jerry \u263a &lt;<b/>x&lt;');
  });

  it('keeps the bytes of text the translation leaves unchanged, references and CDATA included', () => {
    const fragment = 'a&#65;<![CDATA[<b>]]><x/> ';
    expect(rewriteFragmentText(fragment, (text) => text)).toBe(fragment);
  });

  it('refuses a fragment that is not well-formed', () => {
    expect(() => rewriteFragmentText('a <b>c', upper)).toThrow(XmlSyntaxError);
  });
});
