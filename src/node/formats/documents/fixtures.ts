// Builders of small, valid input documents for tests (unit here, end-to-end in e2e/): each takes the strings to
// put in the file, so a test knows exactly what must come back translated.
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { officeTextParts } from '../office/officeTextParts';
import { xmlProblem } from '../xml/wellFormed';
import { encodeXmlText } from '../xml/xmlCharacters';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const FIXED_TIME = new Date('2000-01-01T00:00:00Z');
/** A 1x1 PNG: the docx fixture carries it as a binary part that must come back byte-identical. */
export const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

function zip(parts: Record<string, string | Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  for (const [name, content] of Object.entries(parts)) {
    entries[name] = [typeof content === 'string' ? strToU8(content) : content, { mtime: FIXED_TIME }];
  }
  return zipSync(entries);
}

/** The XML and relationship parts of a zip archive as text, by entry name. */
export function readZipText(bytes: Uint8Array): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, content] of Object.entries(unzipSync(bytes))) {
    if (/\.(xml|rels)$/.test(name)) out[name] = strFromU8(content);
  }
  return out;
}

/**
 * What is wrong with a translated Office file compared with its original, or [] when it is sound: it must unzip,
 * hold the same entries in the same order, keep [Content_Types].xml and every part that holds no text
 * byte-identical, and every XML part must be well-formed.
 */
export function officePackageProblems(
  original: Uint8Array,
  translated: Uint8Array,
  kind: 'docx' | 'pptx' | 'xlsx',
): string[] {
  let before: Record<string, Uint8Array>;
  let after: Record<string, Uint8Array>;
  try {
    before = unzipSync(original);
    after = unzipSync(translated);
  } catch (error) {
    return [`not a readable zip: ${String(error)}`];
  }
  const contentTypes = before['[Content_Types].xml'];
  const textParts = new Set(contentTypes ? officeTextParts(kind, strFromU8(contentTypes), Object.keys(before)) : []);
  const problems: string[] = [];
  if (Object.keys(before).join('\n') !== Object.keys(after).join('\n'))
    problems.push('the zip entries or their order changed');
  for (const [name, content] of Object.entries(after)) {
    const old = before[name];
    if (/\.(xml|rels)$/.test(name)) {
      const problem = xmlProblem(strFromU8(content));
      if (problem) problems.push(`${name} is not well-formed: ${problem}`);
    }
    if (
      !textParts.has(name) &&
      (!old || old.length !== content.length || old.some((byte, index) => byte !== content[index]))
    ) {
      problems.push(`${name} changed although it holds no text`);
    }
  }
  return problems;
}

const PACKAGE_RELS = (target: string) =>
  `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${target}"/>` +
  '</Relationships>';

export interface DocxContent {
  /** Each paragraph is a list of runs; the second run of a paragraph is bold. */
  paragraphs: string[][];
  header: string;
  footer: string;
  footnote: string;
}

export function buildDocx(content: DocxContent): Uint8Array {
  const W =
    'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  const run = (text: string, index: number) =>
    `<w:r>${index === 1 ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${encodeXmlText(text)}</w:t></w:r>`;
  const paragraphs = content.paragraphs
    .map((runs) => `<w:p><w:pPr><w:pStyle w:val="Normal"/></w:pPr>${runs.map(run).join('')}</w:p>`)
    .join('');
  const footnoteRef =
    '<w:p><w:r><w:footnoteReference w:id="1"/></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
    '<w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>' +
    '<w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>';
  return zip({
    '[Content_Types].xml':
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>' +
      '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>' +
      '<Override PartName="/word/footnotes.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml"/>' +
      '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>' +
      '</Types>',
    '_rels/.rels': PACKAGE_RELS('word/document.xml'),
    'word/_rels/document.xml.rels':
      `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>' +
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/>' +
      '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes" Target="footnotes.xml"/>' +
      '<Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
      '<Relationship Id="rId5" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/image1.png"/>' +
      '</Relationships>',
    'word/document.xml':
      `${XML_HEAD}<w:document ${W}><w:body>${paragraphs}${footnoteRef}` +
      '<w:sectPr><w:headerReference w:type="default" r:id="rId1"/><w:footerReference w:type="default" r:id="rId2"/><w:pgSz w:w="11906" w:h="16838"/></w:sectPr>' +
      '</w:body></w:document>',
    'word/header1.xml': `${XML_HEAD}<w:hdr ${W}><w:p><w:r><w:t>${encodeXmlText(content.header)}</w:t></w:r></w:p></w:hdr>`,
    'word/footer1.xml': `${XML_HEAD}<w:ftr ${W}><w:p><w:r><w:t>${encodeXmlText(content.footer)}</w:t></w:r></w:p></w:ftr>`,
    'word/footnotes.xml':
      `${XML_HEAD}<w:footnotes ${W}>` +
      '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>' +
      '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>' +
      `<w:footnote w:id="1"><w:p><w:r><w:t xml:space="preserve">${encodeXmlText(content.footnote)}</w:t></w:r></w:p></w:footnote></w:footnotes>`,
    'word/styles.xml': `${XML_HEAD}<w:styles ${W}><w:style w:type="paragraph" w:styleId="Normal"><w:name w:val="Normal"/></w:style></w:styles>`,
    'word/media/image1.png': TINY_PNG,
  });
}

export interface PptxContent {
  /** Each slide is a list of text boxes. */
  slides: string[][];
  /** Speaker notes, one per slide (optional). */
  notes?: string[];
}

const PML =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PML_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml';
const EMPTY_TREE = '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>';
const COLOR_MAP =
  '<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/>';

const relationships = (items: Array<[id: string, type: string, target: string]>) =>
  `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  items.map(([id, type, target]) => `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/>`).join('') +
  '</Relationships>';

function officeTheme(): string {
  const colors = ['4472C4', 'ED7D31', 'A5A5A5', 'FFC000', '5B9BD5', '70AD47']
    .map((rgb, index) => `<a:accent${index + 1}><a:srgbClr val="${rgb}"/></a:accent${index + 1}>`)
    .join('');
  const three = (item: string) => item + item + item;
  const fill = '<a:solidFill><a:schemeClr val="phClr"/></a:solidFill>';
  return (
    `${XML_HEAD}<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Office Theme"><a:themeElements>` +
    '<a:clrScheme name="Office"><a:dk1><a:sysClr val="windowText" lastClr="000000"/></a:dk1><a:lt1><a:sysClr val="window" lastClr="FFFFFF"/></a:lt1>' +
    `<a:dk2><a:srgbClr val="44546A"/></a:dk2><a:lt2><a:srgbClr val="E7E6E6"/></a:lt2>${colors}` +
    '<a:hlink><a:srgbClr val="0563C1"/></a:hlink><a:folHlink><a:srgbClr val="954F72"/></a:folHlink></a:clrScheme>' +
    '<a:fontScheme name="Office"><a:majorFont><a:latin typeface="Calibri Light"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont>' +
    '<a:minorFont><a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme>' +
    `<a:fmtScheme name="Office"><a:fillStyleLst>${three(fill)}</a:fillStyleLst><a:lnStyleLst>${three(`<a:ln w="6350">${fill}</a:ln>`)}</a:lnStyleLst>` +
    `<a:effectStyleLst>${three('<a:effectStyle><a:effectLst/></a:effectStyle>')}</a:effectStyleLst><a:bgFillStyleLst>${three(fill)}</a:bgFillStyleLst></a:fmtScheme>` +
    '</a:themeElements></a:theme>'
  );
}

function textBox(text: string, index: number): string {
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${index + 2}" name="TextBox ${index + 1}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr><a:xfrm><a:off x="457200" y="${457200 + index * 914400}"/><a:ext cx="8229600" cy="685800"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr>` +
    `<p:txBody><a:bodyPr wrap="square"/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US" dirty="0"/><a:t>${encodeXmlText(text)}</a:t></a:r></a:p></p:txBody></p:sp>`
  );
}

/** A PowerPoint package with what PowerPoint requires: master, layout, theme, notes master, properties. */
export function buildPptx(content: PptxContent): Uint8Array {
  const hasNotes = (content.notes ?? []).length > 0;
  const parts: Record<string, string | Uint8Array> = {};
  const overrides = [
    ['/ppt/presentation.xml', `${PML_TYPE}.presentation.main+xml`],
    ['/ppt/slideMasters/slideMaster1.xml', `${PML_TYPE}.slideMaster+xml`],
    ['/ppt/slideLayouts/slideLayout1.xml', `${PML_TYPE}.slideLayout+xml`],
    ['/ppt/theme/theme1.xml', 'application/vnd.openxmlformats-officedocument.theme+xml'],
    ['/ppt/presProps.xml', `${PML_TYPE}.presProps+xml`],
    ['/ppt/viewProps.xml', `${PML_TYPE}.viewProps+xml`],
    ['/ppt/tableStyles.xml', `${PML_TYPE}.tableStyles+xml`],
  ];
  const presentationRels: Array<[string, string, string]> = [
    ['rIdMaster', 'slideMaster', 'slideMasters/slideMaster1.xml'],
    ['rIdTheme', 'theme', 'theme/theme1.xml'],
    ['rIdPresProps', 'presProps', 'presProps.xml'],
    ['rIdViewProps', 'viewProps', 'viewProps.xml'],
    ['rIdTableStyles', 'tableStyles', 'tableStyles.xml'],
  ];
  if (hasNotes) {
    overrides.push(
      ['/ppt/notesMasters/notesMaster1.xml', `${PML_TYPE}.notesMaster+xml`],
      ['/ppt/theme/theme2.xml', 'application/vnd.openxmlformats-officedocument.theme+xml'],
    );
    presentationRels.push(['rIdNotesMaster', 'notesMaster', 'notesMasters/notesMaster1.xml']);
    parts['ppt/notesMasters/notesMaster1.xml'] =
      `${XML_HEAD}<p:notesMaster ${PML}><p:cSld><p:spTree>${EMPTY_TREE}</p:spTree></p:cSld>${COLOR_MAP}</p:notesMaster>`;
    parts['ppt/notesMasters/_rels/notesMaster1.xml.rels'] = relationships([['rId1', 'theme', '../theme/theme2.xml']]);
    parts['ppt/theme/theme2.xml'] = officeTheme();
  }
  content.slides.forEach((boxes, index) => {
    const number = index + 1;
    const slideRels: Array<[string, string, string]> = [['rId1', 'slideLayout', '../slideLayouts/slideLayout1.xml']];
    parts[`ppt/slides/slide${number}.xml`] =
      `${XML_HEAD}<p:sld ${PML}><p:cSld><p:spTree>${EMPTY_TREE}${boxes.map(textBox).join('')}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`;
    overrides.push([`/ppt/slides/slide${number}.xml`, `${PML_TYPE}.slide+xml`]);
    presentationRels.push([`rId${number}`, 'slide', `slides/slide${number}.xml`]);
    const note = content.notes?.[index];
    if (note !== undefined) {
      slideRels.push(['rId2', 'notesSlide', `../notesSlides/notesSlide${number}.xml`]);
      parts[`ppt/notesSlides/notesSlide${number}.xml`] =
        `${XML_HEAD}<p:notes ${PML}><p:cSld><p:spTree>${EMPTY_TREE}${textBox(note, 0)}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:notes>`;
      parts[`ppt/notesSlides/_rels/notesSlide${number}.xml.rels`] = relationships([
        ['rId1', 'notesMaster', '../notesMasters/notesMaster1.xml'],
        ['rId2', 'slide', `../slides/slide${number}.xml`],
      ]);
      overrides.push([`/ppt/notesSlides/notesSlide${number}.xml`, `${PML_TYPE}.notesSlide+xml`]);
    }
    parts[`ppt/slides/_rels/slide${number}.xml.rels`] = relationships(slideRels);
  });
  const slideIds = content.slides.map((_, index) => `<p:sldId id="${256 + index}" r:id="rId${index + 1}"/>`).join('');
  return zip({
    '[Content_Types].xml':
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      `${overrides.map(([name, type]) => `<Override PartName="${name}" ContentType="${type}"/>`).join('')}</Types>`,
    '_rels/.rels': PACKAGE_RELS('ppt/presentation.xml'),
    'ppt/presentation.xml':
      `${XML_HEAD}<p:presentation ${PML} saveSubsetFonts="1"><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rIdMaster"/></p:sldMasterIdLst>` +
      `${hasNotes ? '<p:notesMasterIdLst><p:notesMasterId r:id="rIdNotesMaster"/></p:notesMasterIdLst>' : ''}` +
      `<p:sldIdLst>${slideIds}</p:sldIdLst><p:sldSz cx="9144000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
    'ppt/_rels/presentation.xml.rels': relationships(presentationRels),
    'ppt/slideMasters/slideMaster1.xml':
      `${XML_HEAD}<p:sldMaster ${PML}><p:cSld><p:spTree>${EMPTY_TREE}</p:spTree></p:cSld>${COLOR_MAP}` +
      '<p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>',
    'ppt/slideMasters/_rels/slideMaster1.xml.rels': relationships([
      ['rId1', 'slideLayout', '../slideLayouts/slideLayout1.xml'],
      ['rId2', 'theme', '../theme/theme1.xml'],
    ]),
    'ppt/slideLayouts/slideLayout1.xml': `${XML_HEAD}<p:sldLayout ${PML} type="blank" preserve="1"><p:cSld name="Blank"><p:spTree>${EMPTY_TREE}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`,
    'ppt/slideLayouts/_rels/slideLayout1.xml.rels': relationships([
      ['rId1', 'slideMaster', '../slideMasters/slideMaster1.xml'],
    ]),
    'ppt/theme/theme1.xml': officeTheme(),
    'ppt/presProps.xml': `${XML_HEAD}<p:presentationPr ${PML}/>`,
    'ppt/viewProps.xml': `${XML_HEAD}<p:viewPr ${PML}/>`,
    'ppt/tableStyles.xml': `${XML_HEAD}<a:tblStyleLst xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" def="{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}"/>`,
    ...parts,
  });
}

export interface XlsxContent {
  /** Shared strings, written to A1, A2, ... of the first sheet. */
  sharedStrings: string[];
  /** An inline string, written to C1. */
  inlineString: string;
  /** A number (B1) and a formula (B2, =B1*2) that must never change. */
  number: number;
}

export function buildXlsx(content: XlsxContent): Uint8Array {
  const S =
    'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  const shared = content.sharedStrings
    .map((text) => `<si><t xml:space="preserve">${encodeXmlText(text)}</t></si>`)
    .join('');
  const rows = content.sharedStrings.map((_, index) => {
    const row = index + 1;
    let cells = `<c r="A${row}" t="s"><v>${index}</v></c>`;
    if (row === 1)
      cells += `<c r="B1"><v>${content.number}</v></c><c r="C1" t="inlineStr"><is><t>${encodeXmlText(content.inlineString)}</t></is></c>`;
    if (row === 2) cells += `<c r="B2"><f>B1*2</f><v>${content.number * 2}</v></c>`;
    return `<row r="${row}">${cells}</row>`;
  });
  return zip({
    '[Content_Types].xml':
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
      '</Types>',
    '_rels/.rels': PACKAGE_RELS('xl/workbook.xml'),
    'xl/workbook.xml': `${XML_HEAD}<workbook ${S}><sheets><sheet name="Contracts" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>' +
      '</Relationships>',
    'xl/worksheets/sheet1.xml': `${XML_HEAD}<worksheet ${S}><sheetData>${rows.join('')}</sheetData></worksheet>`,
    'xl/sharedStrings.xml': `${XML_HEAD}<sst ${S} count="${content.sharedStrings.length}" uniqueCount="${content.sharedStrings.length}">${shared}</sst>`,
  });
}

/** A PDF with a text layer: one page per entry, one text line per string. */
export async function buildPdf(pages: string[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595.28, 841.89]);
    lines.forEach((line, index) => page.drawText(line, { x: 56, y: 780 - index * 20, size: 12, font }));
  }
  return pdf.save();
}

export function buildTxt(lines: string[], options: { lineBreak?: string; byteOrderMark?: boolean } = {}): Uint8Array {
  const body = new TextEncoder().encode(lines.join(options.lineBreak ?? '\n'));
  return options.byteOrderMark ? Uint8Array.from([0xef, 0xbb, 0xbf, ...body]) : body;
}

export function buildHtml(content: {
  title: string;
  heading: string;
  paragraph: string;
  imageAlt: string;
  script: string;
}): Uint8Array {
  return new TextEncoder().encode(
    '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n' +
      `<title>${content.title}</title>\n<style>p { color: #333; } /* the contract */</style>\n</head>\n<body>\n` +
      `<h1 class="headline" data-id="7">${content.heading}</h1>\n<!-- a comment about the contract -->\n` +
      `<p>${content.paragraph}</p>\n<img src="logo.png" alt="${content.imageAlt}" width="10">\n` +
      `<input type="text" placeholder="${content.imageAlt}" name="contract">\n` +
      `<script>const label = "${content.script}"; if (1 < 2) console.log(label);</script>\n</body>\n</html>\n`,
  );
}

export function buildSrt(cues: string[][]): Uint8Array {
  const blocks = cues.map((lines, index) => {
    const start = `00:00:${String(index * 4 + 1).padStart(2, '0')},000`;
    const end = `00:00:${String(index * 4 + 4).padStart(2, '0')},500`;
    return `${index + 1}\r\n${start} --> ${end}\r\n${lines.join('\r\n')}\r\n`;
  });
  return new TextEncoder().encode(blocks.join('\r\n'));
}

/** XLIFF 2.1 with one unit per source; a `{ph}` in a source becomes an inline `<ph id="…"/>`. */
export function buildXliff(sources: string[], options: { withTargets?: boolean } = {}): Uint8Array {
  const units = sources.map((source, index) => {
    const inline = encodeXmlText(source).replace('{ph}', `<ph id="ph${index}" disp="{0}"/>`);
    const target = options.withTargets ? '\n        <target>old translation</target>' : '';
    return `    <unit id="u${index + 1}">\n      <segment id="s${index + 1}">\n        <source>${inline}</source>${target}\n      </segment>\n    </unit>`;
  });
  return new TextEncoder().encode(
    '<?xml version="1.0" encoding="UTF-8"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.1" srcLang="en">\n' +
      `  <file id="f1">\n${units.join('\n')}\n  </file>\n</xliff>\n`,
  );
}
