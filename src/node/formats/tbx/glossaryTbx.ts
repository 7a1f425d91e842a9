// Glossaries written as TBX (TermBase eXchange, TBX 2 / MARTIF): one concept per entry, one term per language.
// Reading is tbxConcepts.ts (every term with its status) and tbxEntries.ts (what a dictionary takes from them).
import { ValidationError, fieldIssue } from '../../../shared/errors';
import type { GlossaryEntry } from '../../../shared/rules/glossaryEntries';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// Characters XML 1.0 cannot carry at all, not even as references.
// eslint-disable-next-line no-control-regex -- these are exactly the characters XML forbids
const NOT_XML = /[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/;

export function writeTbx(entries: readonly GlossaryEntry[], pair: { sourceLang: string; targetLang: string }): string {
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<martif type="TBX" xml:lang="${escapeXml(pair.sourceLang)}">\n`,
    '  <martifHeader><fileDesc><sourceDesc><p>Exported by Glossa</p></sourceDesc></fileDesc></martifHeader>\n',
    '  <text>\n    <body>\n',
  ];
  entries.forEach((entry, index) => {
    if (NOT_XML.test(entry.source) || NOT_XML.test(entry.target)) {
      throw new ValidationError(
        [
          fieldIssue(`entries.${index}`, {
            id: 'glossaries.export.tbx.controlCharacter',
            values: { entry: index + 1 },
          }),
        ],
        { saysNextStep: { id: 'glossaries.export.tbx.fixOrTsv' } },
      );
    }
    parts.push(
      `      <termEntry id="e${index + 1}">`,
      `<langSet xml:lang="${escapeXml(pair.sourceLang)}"><tig><term>${escapeXml(entry.source)}</term></tig></langSet>`,
      `<langSet xml:lang="${escapeXml(pair.targetLang)}"><tig><term>${escapeXml(entry.target)}</term></tig></langSet>`,
      '</termEntry>\n',
    );
  });
  parts.push('    </body>\n  </text>\n</martif>\n');
  return parts.join('');
}
