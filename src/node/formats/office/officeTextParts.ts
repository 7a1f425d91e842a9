// Where an Office Open XML package (docx, pptx, xlsx) keeps text a reader sees, and which elements hold it.
// Parts are chosen by their content type in [Content_Types].xml, never by their file name (a tool may call a
// sheet `sheet.xml`), and elements by namespace URI (transitional and strict), never by prefix: Word's body,
// headers, footers, notes and comments; PowerPoint's slides, notes and comments; Excel's shared and inline
// strings, cell comments (classic and threaded) and text boxes; in all three, charts (titles, labels, the
// cached category and series names) and SmartArt (its data and the drawing Office shows).
import { SaxesParser } from 'saxes';
import type { ElementName, ElementTextRule } from '../xml/elementText';

const both = (transitional: string, strict: string) => [transitional, strict] as const;

const OOXML_NAMESPACES = {
  word: both(
    'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
    'http://purl.oclc.org/ooxml/wordprocessingml/main',
  ),
  drawing: both('http://schemas.openxmlformats.org/drawingml/2006/main', 'http://purl.oclc.org/ooxml/drawingml/main'),
  sheet: both(
    'http://schemas.openxmlformats.org/spreadsheetml/2006/main',
    'http://purl.oclc.org/ooxml/spreadsheetml/main',
  ),
  chart: both('http://schemas.openxmlformats.org/drawingml/2006/chart', 'http://purl.oclc.org/ooxml/drawingml/chart'),
  slide: both(
    'http://schemas.openxmlformats.org/presentationml/2006/main',
    'http://purl.oclc.org/ooxml/presentationml/main',
  ),
  threadedComments: ['http://schemas.microsoft.com/office/spreadsheetml/2018/threadedcomments'],
} as const;

const N = OOXML_NAMESPACES;
const name = (ns: readonly string[], local: string): ElementName => ({ ns, local });

/**
 * One rule for every text part: the elements are namespaced, so a rule for Word's <w:t> never matches
 * DrawingML's <a:t>, and each part holds only the kinds its format uses.
 */
export const OFFICE_TEXT_RULE: ElementTextRule = {
  text: [
    name(N.word, 't'),
    name(N.drawing, 't'),
    name(N.sheet, 't'),
    // A chart's category and series names, cached beside the numbers (never the numbers or formulas).
    { ...name(N.chart, 'v'), within: [name(N.chart, 'strCache'), name(N.chart, 'strLit')] },
    name(N.threadedComments, 'text'),
    // PowerPoint's classic comments.
    name(N.slide, 'text'),
  ],
  // Excel's phonetic guides (furigana) belong to the source text.
  skip: [name(N.sheet, 'rPh')],
};

const CT = 'application/vnd.openxmlformats-officedocument.';
const SHARED_TEXT_TYPES = [
  `${CT}drawingml.chart+xml`,
  `${CT}drawingml.diagramData+xml`,
  'application/vnd.ms-office.drawingml.diagramDrawing+xml',
  `${CT}drawing+xml`,
];

export type OfficeKind = 'docx' | 'pptx' | 'xlsx';

const OFFICE_TEXT_TYPES: Readonly<Record<OfficeKind, readonly string[]>> = {
  docx: [
    `${CT}wordprocessingml.document.main+xml`,
    `${CT}wordprocessingml.template.main+xml`,
    'application/vnd.ms-word.document.macroEnabled.main+xml',
    'application/vnd.ms-word.template.macroEnabledTemplate.main+xml',
    `${CT}wordprocessingml.header+xml`,
    `${CT}wordprocessingml.footer+xml`,
    `${CT}wordprocessingml.footnotes+xml`,
    `${CT}wordprocessingml.endnotes+xml`,
    `${CT}wordprocessingml.comments+xml`,
    ...SHARED_TEXT_TYPES,
  ],
  pptx: [
    `${CT}presentationml.slide+xml`,
    `${CT}presentationml.notesSlide+xml`,
    `${CT}presentationml.comments+xml`,
    'application/vnd.ms-powerpoint.comments+xml',
    ...SHARED_TEXT_TYPES,
  ],
  xlsx: [
    `${CT}spreadsheetml.sharedStrings+xml`,
    `${CT}spreadsheetml.worksheet+xml`,
    `${CT}spreadsheetml.comments+xml`,
    'application/vnd.ms-excel.threadedcomments+xml',
    ...SHARED_TEXT_TYPES,
  ],
};

/** The content type of each part, from [Content_Types].xml (overrides by part name, defaults by extension). */
function partContentTypes(contentTypesXml: string, partNames: readonly string[]): Map<string, string> {
  const defaults = new Map<string, string>();
  const overrides = new Map<string, string>();
  const parser = new SaxesParser({ xmlns: true });
  let failed: Error | undefined;
  parser.on('opentag', (tag) => {
    const attribute = (local: string) => tag.attributes[local]?.value;
    const contentType = attribute('ContentType')?.trim().toLowerCase();
    if (!contentType) return;
    if (tag.local === 'Default' && attribute('Extension'))
      defaults.set(attribute('Extension')!.toLowerCase(), contentType);
    if (tag.local === 'Override' && attribute('PartName'))
      overrides.set(decodePartName(attribute('PartName')!), contentType);
  });
  parser.on('error', (error) => {
    failed ??= error;
  });
  parser.write(contentTypesXml);
  if (!failed) parser.close();
  if (failed) throw failed;
  const types = new Map<string, string>();
  for (const part of partNames) {
    const key = `/${part}`.toLowerCase();
    const extension = part.slice(part.lastIndexOf('.') + 1).toLowerCase();
    const type = overrides.get(key) ?? defaults.get(extension);
    if (type) types.set(part, type);
  }
  return types;
}

/** Part names are compared without case (OPC), and may be percent-encoded in the content types. */
function decodePartName(partName: string): string {
  let decoded = partName;
  try {
    decoded = decodeURIComponent(partName);
  } catch {
    // keep it as written
  }
  return (decoded.startsWith('/') ? decoded : `/${decoded}`).toLowerCase();
}

/**
 * Where Office itself puts text parts, for a part [Content_Types].xml gives no type at all (a package some tool
 * wrote carelessly): a part is never left untranslated only because its type is missing.
 */
const CONVENTIONAL_TEXT_PARTS: Readonly<Record<OfficeKind, RegExp>> = {
  docx: /^word\/(document|header\d*|footer\d*|footnotes|endnotes|comments|charts\/chart\d*|diagrams\/(data|drawing)\d*)\.xml$/,
  pptx: /^ppt\/(slides\/slide|notesSlides\/notesSlide|comments\/comment|charts\/chart|diagrams\/(data|drawing))[^/]*\.xml$/,
  xlsx: /^xl\/(sharedStrings|worksheets\/[^/]+|comments\d*|threadedComments\/[^/]+|charts\/chart\d*|drawings\/drawing\d*|diagrams\/(data|drawing)\d*)\.xml$/,
};

/** The parts of a package, in its order, whose text is translated. */
export function officeTextParts(kind: OfficeKind, contentTypesXml: string, partNames: readonly string[]): string[] {
  const wanted = new Set(OFFICE_TEXT_TYPES[kind].map((type) => type.toLowerCase()));
  const types = partContentTypes(contentTypesXml, partNames);
  return partNames.filter((part) => {
    const type = types.get(part);
    return type === undefined ? CONVENTIONAL_TEXT_PARTS[kind].test(part) : wanted.has(type);
  });
}
