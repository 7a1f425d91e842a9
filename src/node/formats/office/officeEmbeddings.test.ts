import { describe, expect, it } from 'vitest';
import { embeddedObjects, embeddedObjectsSentence } from './officeEmbeddings';

const rels = (target: string, mode = '') =>
  `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/package" Target="${target}"${mode}/></Relationships>`;

describe('what an Office package embeds and nobody translates', () => {
  it("tells a chart's data workbook from other embedded objects by the chart's relationships", () => {
    const parts: Record<string, string> = {
      'word/document.xml': '<w:document/>',
      'word/charts/chart1.xml': '<c:chartSpace/>',
      'word/charts/_rels/chart1.xml.rels': rels('../embeddings/Microsoft_Excel_Worksheet1.xlsx'),
      'word/embeddings/Microsoft_Excel_Worksheet1.xlsx': '',
      'word/embeddings/oleObject1.bin': '',
    };
    expect(embeddedObjects(Object.keys(parts), (name) => parts[name]!)).toEqual({
      chartData: ['Microsoft_Excel_Worksheet1.xlsx'],
      objects: ['oleObject1.bin'],
    });
  });

  it('takes an absolute target, and an external or damaged relationship names no chart data', () => {
    const names = ['ppt/charts/_rels/chart2.xml.rels', 'ppt/embeddings/sheet.xlsx'];
    expect(embeddedObjects(names, () => rels('/ppt/embeddings/sheet.xlsx')).chartData).toEqual(['sheet.xlsx']);
    expect(embeddedObjects(names, () => rels('../embeddings/sheet.xlsx', ' TargetMode="External"')).objects).toEqual([
      'sheet.xlsx',
    ]);
    expect(embeddedObjects(names, () => '<Relationships').objects).toEqual(['sheet.xlsx']);
  });

  it('says nothing for a package that embeds nothing, and names at most three objects', () => {
    expect(embeddedObjectsSentence({ chartData: [], objects: [] })).toBeUndefined();
    const sentence = embeddedObjectsSentence({
      chartData: ['a.xlsx', 'b.xlsx'],
      objects: ['1.bin', '2.bin', '3.bin', '4.bin', '5.bin'],
    });
    expect(sentence).toBe(
      "Left in the original language: the data behind 2 charts (each chart's titles and labels are translated) and 5 embedded objects (1.bin, 2.bin, 3.bin and 2 others). Edit a chart's data only after translating its names there too, or Office shows them in the original language again; translate an embedded object on its own if it needs it.",
    );
  });
});
