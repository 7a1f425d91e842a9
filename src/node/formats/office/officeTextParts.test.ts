import { describe, expect, it } from 'vitest';
import { officeTextParts } from './officeTextParts';

const CT = 'application/vnd.openxmlformats-officedocument.';
const types = (...entries: string[]) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${entries.join('')}</Types>`;
const override = (part: string, type: string) => `<Override PartName="${part}" ContentType="${type}"/>`;

describe('the parts of an Office package that hold text', () => {
  it('chooses a sheet by its content type, whatever it is called', () => {
    const xml = types(
      '<Default Extension="xml" ContentType="application/xml"/>',
      override('/xl/worksheets/sheet.xml', `${CT}spreadsheetml.worksheet+xml`),
      override('/xl/sharedStrings.xml', `${CT}spreadsheetml.sharedStrings+xml`),
      override('/xl/styles.xml', `${CT}spreadsheetml.styles+xml`),
    );
    expect(
      officeTextParts('xlsx', xml, [
        'xl/workbook.xml',
        'xl/worksheets/sheet.xml',
        'xl/sharedStrings.xml',
        'xl/styles.xml',
      ]),
    ).toEqual(['xl/worksheets/sheet.xml', 'xl/sharedStrings.xml']);
  });

  it("takes Word's comments, charts and SmartArt with the body, and leaves styles and settings", () => {
    const xml = types(
      override('/word/document.xml', `${CT}wordprocessingml.document.main+xml`),
      override('/word/comments.xml', `${CT}wordprocessingml.comments+xml`),
      override('/word/charts/chart1.xml', `${CT}drawingml.chart+xml`),
      override('/word/diagrams/data1.xml', `${CT}drawingml.diagramData+xml`),
      override('/word/diagrams/drawing1.xml', 'application/vnd.ms-office.drawingml.diagramDrawing+xml'),
      override('/word/settings.xml', `${CT}wordprocessingml.settings+xml`),
    );
    const parts = ['word/document.xml', 'word/comments.xml', 'word/charts/chart1.xml', 'word/diagrams/data1.xml'];
    expect(officeTextParts('docx', xml, [...parts, 'word/diagrams/drawing1.xml', 'word/settings.xml'])).toEqual([
      ...parts,
      'word/diagrams/drawing1.xml',
    ]);
  });

  it('matches part names without case and with percent-encoding, as OPC does', () => {
    const xml = types(override('/PPT/Slides/Slide%201.xml', `${CT}presentationml.slide+xml`));
    expect(officeTextParts('pptx', xml, ['ppt/slides/slide 1.xml'])).toEqual(['ppt/slides/slide 1.xml']);
  });

  it('falls back to where Office puts text for a part the content types do not type at all', () => {
    const xml = types(override('/xl/styles.xml', `${CT}spreadsheetml.styles+xml`));
    expect(
      officeTextParts('xlsx', xml, ['xl/sharedStrings.xml', 'xl/styles.xml', 'xl/workbook.xml', 'xl/comments1.xml']),
    ).toEqual(['xl/sharedStrings.xml', 'xl/comments1.xml']);
  });
});
