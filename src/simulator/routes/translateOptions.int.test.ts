// POST /v2/translate beyond the spec: every parameter of the public description validated (400 with a
// message), the answers it asks for, style rules and instructions visible in the pseudo-translation, and
// markup kept byte for byte with tag_handling.
import { describe, expect, it } from 'vitest';
import { simulatorPerFile } from '../testing/simulatorPerFile';

const { call } = simulatorPerFile();
const translate = (body: Record<string, unknown>, key?: 'free') =>
  call('POST', '/v2/translate', { key, json: { target_lang: 'de', ...body } });
const first = async (body: Record<string, unknown>) => (await translate(body)).body.translations[0];

describe('parameter validation', () => {
  it.each([
    ['split_sentences', 'invalid', /split_sentences must be/],
    ['preserve_formatting', 'yes', /preserve_formatting must be true or false/],
    ['show_billed_characters', 2, /show_billed_characters must be/],
    ['outline_detection', 'maybe', /outline_detection must be/],
    ['context', 42, /context must be text/],
    ['model_type', 'fastest', /model_type must be/],
    ['tag_handling', 'markdown', /tag_handling must be/],
    ['tag_handling_version', 'v3', /tag_handling_version must be/],
    ['ignore_tags', [1], /ignore_tags must be a list/],
    ['custom_instructions', Array.from({ length: 11 }, () => 'Be brief.'), /At most 10 custom instructions/],
    ['custom_instructions', ['x'.repeat(301)], /at most 300 characters/],
  ])('refuses %s = %j with 400 and a message', async (field, value, message) => {
    const res = await translate({ text: ['Hello'], [field]: value });
    expect(res.status).toBe(400);
    expect(`${res.body.message} ${res.body.detail ?? ''}`).toMatch(message);
  });

  it('accepts the form spelling of every parameter (1/0, comma-separated tags, repeated instructions)', async () => {
    const res = await call('POST', '/v2/translate', {
      form: {
        text: 'Hello <x>world</x>',
        target_lang: 'de',
        split_sentences: 'nonewlines',
        preserve_formatting: '1',
        show_billed_characters: '1',
        outline_detection: '0',
        tag_handling: 'xml',
        ignore_tags: 'x,y',
        custom_instructions: ['Be brief.', 'Be kind.'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.translations[0]).toMatchObject({
      text: expect.stringContaining('<x>world</x>'),
      billed_characters: 18,
    });
  });

  it('refuses a split and non-split tag at once, and instructions into a target without the feature', async () => {
    expect((await translate({ text: ['a'], splitting_tags: ['p'], non_splitting_tags: ['p'] })).status).toBe(400);
    const res = await translate({ text: ['Hello'], target_lang: 'pl', custom_instructions: ['Be brief.'] });
    expect(res.status).toBe(400);
    expect(res.body.detail ?? res.body.message).toMatch(/Polish/);
  });
});

describe('what the answer adds', () => {
  it('answers billed_characters and model_type_used only when asked, and never bills the context', async () => {
    expect(await first({ text: ['Hello'] })).not.toHaveProperty('billed_characters');
    const answer = await first({
      text: ['Hello'],
      show_billed_characters: true,
      model_type: 'prefer_quality_optimized',
      context: 'A long context that is not billed.',
    });
    expect(answer).toMatchObject({ billed_characters: 5, model_type_used: 'quality_optimized' });
    expect((await call('GET', '/v2/usage')).body.character_count).toBe(10);
  });

  it('lets the context steer source detection without translating it', async () => {
    const alone = await first({ text: ['Hotel'] });
    const steered = await first({ text: ['Hotel'], context: 'Das Haus ist sehr groß und die Straße ist lang.' });
    expect(alone.detected_source_language).toBe('EN');
    expect(steered.detected_source_language).toBe('DE');
    expect(steered.text).not.toMatch(/Haus|Straße/);
  });
});

describe('style rules and custom instructions in translation', () => {
  const styleList = async (language: string, instructions = 0) =>
    (
      await call('POST', '/v3/style_rules', {
        json: {
          name: 'House',
          language,
          custom_instructions: Array.from({ length: instructions }, (_, i) => ({ label: `L${i}`, prompt: 'Use du.' })),
        },
      })
    ).body.style_id as string;

  it('applies a style rule list of the target language, with a visible, deterministic mark', async () => {
    const id = await styleList('de', 1);
    const plain = (await first({ text: ['The house'] })).text;
    const styled = await first({ text: ['The house'], style_id: id, custom_instructions: ['Be brief.'] });
    expect(styled.text).toBe(`${plain} ⟦style: House, 2 instructions⟧`);
    expect((await first({ text: ['The house'], style_id: id, custom_instructions: ['Be brief.'] })).text).toBe(
      styled.text,
    );
  });

  it('refuses a style rule list of another language, an unknown one, and style rules on Free', async () => {
    const res = await translate({ text: ['Hello'], target_lang: 'fr', style_id: await styleList('de') });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/German.*French/);
    expect((await translate({ text: ['Hello'], style_id: '00000000-0000-0000-0000-000000000000' })).status).toBe(404);
    expect((await translate({ text: ['Hello'], style_id: 'x' }, 'free')).status).toBe(403);
  });

  it('marks inline instructions alone', async () => {
    expect((await first({ text: ['Hello'], custom_instructions: ['Be brief.'] })).text).toMatch(/ ⟦1 instruction⟧$/);
  });
});

describe('tag_handling keeps markup exactly', () => {
  it('keeps the declaration, doctype, processing instructions, comments, CDATA, attributes and entities of xml', async () => {
    const xml =
      '<?xml version="1.0"?>\n<!DOCTYPE doc SYSTEM "doc.dtd">\n<?app render="fast"?>\n<doc title="The house">The house &amp; <b class="x">the car</b><!-- the house --><![CDATA[the house]]></doc>';
    const answer = await first({ text: [xml], tag_handling: 'xml', source_lang: 'en' });
    const markup = (text: string) => text.match(/<[^>]*>|&[a-z]+;/g);
    expect(markup(answer.text)).toEqual(markup(xml));
    expect(answer.text).toContain('<!-- the house --><![CDATA[the house]]>');
    expect(answer.text).toContain('<doc title="The house">');
    expect(answer.text).not.toContain('>The house &amp;');
    expect(answer.tag_handling_version).toBe('v1');
  });

  it('keeps the html doctype and the content of translate="no", ignore_tags and script', async () => {
    const html =
      '<!DOCTYPE html><p>The house <span translate="no">the house</span> <code>the house</code></p><script>var house = "the house";</script>';
    const text = (await first({ text: [html], tag_handling: 'html', ignore_tags: ['code'], source_lang: 'en' })).text;
    expect(text.startsWith('<!DOCTYPE html><p>')).toBe(true);
    expect(text).toContain('<span translate="no">the house</span> <code>the house</code>');
    expect(text).toContain('<script>var house = "the house";</script>');
    expect(text).not.toContain('<p>The house');
  });

  it('starts a sentence at a splitting tag and continues it across a non-splitting one', async () => {
    const text = '<par>The firm said it had been </par><par> conducting an internal investigation.</par>';
    const second = (answer: string) => answer.split('<par>')[2]!.trim();
    const joined = (await first({ text: [text], tag_handling: 'xml', source_lang: 'en' })).text;
    const split = (await first({ text: [text], tag_handling: 'xml', splitting_tags: ['par'], source_lang: 'en' })).text;
    expect(second(joined)).toMatch(/^\p{Ll}/u);
    expect(second(split)).toMatch(/^\p{Lu}/u);
    const html = '<p>The firm said</p><p>conducting it</p>';
    expect(
      second((await first({ text: [html.replace(/p>/g, 'par>')], tag_handling: 'html', source_lang: 'en' })).text),
    ).toMatch(/^\p{Ll}/u);
    expect((await first({ text: [html], tag_handling: 'html', source_lang: 'en' })).text).toMatch(
      /<p>\p{Lu}[^<]*<\/p>$/u,
    );
    expect(
      (await first({ text: [html], tag_handling: 'html', non_splitting_tags: ['p'], source_lang: 'en' })).text,
    ).toMatch(/<p>\p{Ll}[^<]*<\/p>$/u);
  });

  it('with outline_detection off, splits only at splitting_tags (layout no longer splits)', async () => {
    const text = '<doc>\n<par>The firm said</par>\n<par>conducting it</par>\n</doc>';
    expect((await first({ text: [text], tag_handling: 'xml', source_lang: 'en' })).text).toMatch(
      /<par>\p{Lu}[^<]*<\/par>\n<\/doc>$/u,
    );
    expect(
      (await first({ text: [text], tag_handling: 'xml', outline_detection: false, source_lang: 'en' })).text,
    ).toMatch(/<par>\p{Ll}[^<]*<\/par>\n<\/doc>$/u);
  });
});
