import { describe, expect, it } from 'vitest';
import { pseudoTranslate } from '../../../simulator/engine/pseudoTranslate';
import { buildHtml } from './testing/fixtures';
import { rewriteHtml } from './html';
import { translateDocument } from './translateDocument';

const toItalian = (text: string) => pseudoTranslate(text, { targetLang: 'it', sourceLang: 'en' });
const content = {
  title: 'The contract page',
  heading: 'Good morning',
  paragraph: 'Please <b>sign</b> the contract &amp; the invoice today.',
  imageAlt: 'Company name',
  script: 'the contract',
};

describe('html', () => {
  it('translates the title, text nodes and alt/placeholder attributes, keeping every tag and attribute', async () => {
    const result = await translateDocument({ bytes: buildHtml(content), fileName: 'page.html' }, toItalian);
    const html = new TextDecoder().decode(result.bytes);
    expect(html).toContain(`<title>${toItalian(content.title)}</title>`);
    expect(html).toContain(`<h1 class="headline" data-id="7">${toItalian(content.heading)}</h1>`);
    expect(html).toContain(
      `<p>${toItalian('Please ')}<b>${toItalian('sign')}</b>${toItalian(' the contract &amp; the invoice today.')}</p>`,
    );
    expect(html).toContain(`<img src="logo.png" alt="${toItalian(content.imageAlt)}" width="10">`);
    expect(html).toContain(`placeholder="${toItalian(content.imageAlt)}" name="contract">`);
    expect(html).not.toContain(content.heading);
    expect(result.contentType).toBe('text/html; charset=utf-8');
  });

  it('never touches script, style, comments or the doctype', async () => {
    const result = await translateDocument({ bytes: buildHtml(content), fileName: 'page.htm' }, toItalian);
    const html = new TextDecoder().decode(result.bytes);
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n')).toBe(true);
    expect(html).toContain('<style>p { color: #333; } /* the contract */</style>');
    expect(html).toContain('<script>const label = "the contract"; if (1 < 2) console.log(label);</script>');
    expect(html).toContain('<!-- a comment about the contract -->');
    expect(result.fileName).toBe('page.htm');
  });

  it('keeps the markup byte for byte: only text changes', () => {
    const html =
      "<div  id=main data-x='1'><a href=\"/contract?a=1&amp;b=2\" title='Open the contract'>Open</a> a < b<br/></div>";
    const out = rewriteHtml(html, toItalian);
    const expected =
      `<div  id=main data-x='1'><a href="/contract?a=1&amp;b=2" title='${toItalian('Open the contract')}'>` +
      `${toItalian('Open')}</a>${toItalian(' a < b').replace('<', '&lt;')}<br/></div>`;
    expect(out).toBe(expected);
  });

  it('escapes what a glossary target would otherwise inject as markup', () => {
    const glossary = [['contract', 'R&D <Vertrag>']] as const;
    const out = rewriteHtml('<p>the contract</p>', (text) =>
      pseudoTranslate(text, { targetLang: 'de', sourceLang: 'en', glossary }),
    );
    expect(out).toBe('<p>die R&amp;D &lt;Vertrag></p>');
  });
});
