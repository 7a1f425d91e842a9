// XLIFF 1.2 (what most CAT tools export) to the XLIFF 2.1 that document translation accepts, and the
// translated 2.1 back into the translator's own 1.2 file, so a round trip through Glossa hands the CAT tool the
// file it exported, with targets filled in and everything else (header, notes, groups, ids) untouched.
//
// Each translatable <trans-unit> becomes a <unit id="u<n>"> (n counts trans-units in file order); each inline
// code of its <source> becomes a 2.1 code with a per-unit id (<g> -> <pc>, <x>/<bx>/<ex>/<ph>/<bpt>/<ept>/<it>
// -> <ph/>, <mrk> -> <mrk>). The way back recomputes that table from the original, so nothing but the 2.1 file
// travels, and the original inline markup (with its native code) is put back exactly.

/** The XLIFF version a document declares (`1.2`, `2.1`), or undefined when it is not XLIFF. */
export function xliffVersion(xml: string): string | undefined {
  const root = /<xliff\b([^>]*)>/.exec(xml);
  return root ? /\sversion\s*=\s*["']([^"']*)["']/.exec(root[1] ?? '')?.[1] : undefined;
}

/** Whether a document is XLIFF 1.x (which the service does not take, and Glossa converts). */
export const isXliff1 = (xml: string): boolean => xliffVersion(xml)?.startsWith('1.') === true;

const TRANS_UNIT = /<trans-unit\b([^>]*)>([\s\S]*?)<\/trans-unit>/g;
const SOURCE = /<source\b[^>]*>([\s\S]*?)<\/source>|<source\b[^>]*\/>/;
const TARGET = /<target\b([^>]*?)(?:\/>|>[\s\S]*?<\/target>)/;
const FILE_OPEN = /<file\b([^>]*)>/g;
/** 1.2 inline elements whose content is native code (kept aside, shown to the service as a placeholder). */
const NATIVE_CODE = new Set(['ph', 'bpt', 'ept', 'it']);
const INLINE = /<(\/?)(g|x|bx|ex|ph|bpt|ept|it|mrk)\b([^>]*?)(\/?)>/g;

const attribute = (attributes: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*(["'])([^"']*)\\1`).exec(attributes)?.[2];
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** What each 2.1 code id of a unit stands for in the 1.2 source. */
type CodeTable = Map<string, { open: string; close?: string }>;

/** A 1.2 source's content as 2.1 content, with the table to map the codes back. */
function toInline21(content: string): { text: string; codes: CodeTable } {
  const codes: CodeTable = new Map();
  const open: string[] = [];
  let next = 1;
  let out = '';
  let at = 0;
  INLINE.lastIndex = 0;
  for (let match = INLINE.exec(content); match; match = INLINE.exec(content)) {
    out += content.slice(at, match.index);
    at = match.index + match[0].length;
    const [whole, closing, name, , selfClosing] = match as unknown as [string, string, string, string, string];
    if (closing) {
      if (name === 'g' || name === 'mrk') out += name === 'g' ? '</pc>' : '</mrk>';
      open.pop();
      continue;
    }
    const id = String(next++);
    if (NATIVE_CODE.has(name) && !selfClosing) {
      // The element with its native code, up to its own end tag, becomes one placeholder.
      const end = content.indexOf(`</${name}>`, at);
      const stop = end === -1 ? at : end + name.length + 3;
      codes.set(id, { open: whole + content.slice(at, stop) });
      at = stop;
      INLINE.lastIndex = stop;
      out += `<ph id="${id}"/>`;
    } else if ((name === 'g' || name === 'mrk') && !selfClosing) {
      codes.set(id, { open: whole, close: `</${name}>` });
      open.push(id);
      out += name === 'g' ? `<pc id="${id}">` : `<mrk id="${id}">`;
    } else {
      codes.set(id, { open: whole });
      out += `<ph id="${id}"/>`;
    }
  }
  return { text: out + content.slice(at), codes };
}

/** A translated 2.1 target's content back in 1.2 markup, with the source's original codes. */
function toInline12(content: string, codes: CodeTable): string {
  const stack: string[] = [];
  return content.replace(
    /<(\/?)(pc|ph|sc|ec|mrk)\b([^>]*?)(\/?)>/g,
    (_tag, closing: string, name: string, attributes: string) => {
      if (closing) {
        const id = stack.pop();
        return (id && codes.get(id)?.close) ?? '';
      }
      const id = attribute(attributes, 'id') ?? attribute(attributes, 'startRef') ?? '';
      const code = codes.get(id);
      if (name === 'pc' || name === 'mrk') {
        stack.push(id);
        return code?.open ?? '';
      }
      if (name === 'sc') return code?.open ?? '';
      if (name === 'ec') return code?.close ?? '';
      return code && !code.close ? code.open : '';
    },
  );
}

interface SourceUnit {
  /** Position of the whole <trans-unit> in the 1.2 text. */
  index: number;
  length: number;
  body: string;
  attributes: string;
  source: { text: string; codes: CodeTable };
}

/** The translatable trans-units of a 1.2 document, in order (translate="no" and empty sources are left alone). */
function sourceUnits(xml12: string): SourceUnit[] {
  const units: SourceUnit[] = [];
  TRANS_UNIT.lastIndex = 0;
  for (let match = TRANS_UNIT.exec(xml12); match; match = TRANS_UNIT.exec(xml12)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (attribute(attributes, 'translate') === 'no') continue;
    const source = SOURCE.exec(body);
    if (!source || (source[1] ?? '').trim() === '') continue;
    units.push({ index: match.index, length: match[0].length, body, attributes, source: toInline21(source[1] ?? '') });
  }
  return units;
}

/** The XLIFF 2.1 document to upload for a 1.2 document. */
export function xliff12To21(xml12: string): string {
  const firstFile = FILE_OPEN.exec(xml12);
  FILE_OPEN.lastIndex = 0;
  const srcLang = attribute(firstFile?.[1] ?? '', 'source-language') ?? 'und';
  const trgLang = attribute(firstFile?.[1] ?? '', 'target-language');
  const units = sourceUnits(xml12).map((unit, i) => {
    const name = attribute(unit.attributes, 'id');
    return `    <unit id="u${i + 1}"${name ? ` name="${escapeAttribute(name)}"` : ''}>\n      <segment><source xml:space="preserve">${unit.source.text}</source></segment>\n    </unit>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.1" srcLang="${escapeAttribute(srcLang)}"${trgLang ? ` trgLang="${escapeAttribute(trgLang)}"` : ''}>\n` +
    `  <file id="f1">\n${units.join('\n')}\n  </file>\n</xliff>\n`
  );
}

/** Each unit's translated target content in a 2.1 document, by unit id. */
function targetsOf(xml21: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const unit of xml21.matchAll(/<unit\b([^>]*)>([\s\S]*?)<\/unit>/g)) {
    const id = attribute(unit[1] ?? '', 'id');
    const parts = [...(unit[2] ?? '').matchAll(/<target\b[^>]*>([\s\S]*?)<\/target>/g)].map((t) => t[1] ?? '');
    if (id && parts.length > 0) targets.set(id, parts.join(''));
  }
  return targets;
}

/** The translator's 1.2 document with the translations of a 2.1 result as its targets (in `targetLang`). */
export function xliff21To12(original12: string, translated21: string, targetLang?: string): string {
  const targets = targetsOf(translated21);
  const trgLang = targetLang ?? /<xliff\b[^>]*\strgLang\s*=\s*["']([^"']*)["']/.exec(translated21)?.[1];
  let out = '';
  let at = 0;
  sourceUnits(original12).forEach((unit, i) => {
    const translated = targets.get(`u${i + 1}`);
    if (translated === undefined) return;
    const content = toInline12(translated, unit.source.codes);
    const existing = TARGET.exec(unit.body);
    let body: string;
    if (existing) {
      const attributes = (existing[1] ?? '').replace(/\sstate\s*=\s*(["'])[^"']*\1/, '');
      body = unit.body.replace(TARGET, () => `<target${attributes} state="translated">${content}</target>`);
    } else {
      const source = SOURCE.exec(unit.body)!;
      const end = source.index + source[0].length;
      const indent = /\n[ \t]*$/.exec(unit.body.slice(0, source.index))?.[0] ?? '';
      body = `${unit.body.slice(0, end)}${indent}<target state="translated">${content}</target>${unit.body.slice(end)}`;
    }
    const head = original12.slice(unit.index, unit.index + unit.length).replace(unit.body, () => body);
    out += original12.slice(at, unit.index) + head;
    at = unit.index + unit.length;
  });
  out += original12.slice(at);
  if (!trgLang) return out;
  // Every <file> says which language its targets are in now.
  return out.replace(FILE_OPEN, (tag, attributes: string) =>
    /\starget-language\s*=/.test(attributes)
      ? tag.replace(/(\starget-language\s*=\s*)(["'])[^"']*\2/, `$1"${escapeAttribute(trgLang)}"`)
      : tag.replace(/^<file/, `<file target-language="${escapeAttribute(trgLang)}"`),
  );
}
