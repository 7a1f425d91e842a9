import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { RowCells } from './xlsxCells';
import { attribute, columnIndex, decodeXml, own, richText } from './xlsxXml';

/** The cells of a row as the reader's earlier regular expressions read them: the reference this scanner keeps to. */
function cellsByPattern(rowXml: string): string[] {
  const out: string[] = [];
  const cellPattern = /<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g;
  let column = -1;
  cellPattern.lastIndex = rowXml.indexOf('>');
  for (let cell = cellPattern.exec(rowXml); cell; cell = cellPattern.exec(rowXml)) {
    const attributes = cell[1]!;
    const inner = cell[2] ?? '';
    const ref = attribute(attributes, 'r');
    column = ref === undefined ? column + 1 : columnIndex(ref);
    const type = attribute(attributes, 't');
    if (type === 'inlineStr') {
      const is = /<is>([\s\S]*)<\/is>/.exec(inner);
      out.push(`${column} inline ${is ? own(richText(is[1]!)) : '-'}`);
      continue;
    }
    const v = /<v(?:\s[^>]*)?>([\s\S]*?)<\/v>/.exec(inner);
    out.push(`${column} ${type ?? ''} ${v ? `${decodeXml(v[1]!)} ${Number(decodeXml(v[1]!))}` : '-'}`);
  }
  return out;
}

const REFS = ['A1', 'B7', 'Z3', 'AA2', 'XFD9', 'IV1', '7', '', 'a1'];
const TYPES = ['s', 'inlineStr', 'b', 'str', 'n', 'e', 'x'];

function cellsByScanner(rowXml: string): string[] {
  const out: string[] = [];
  const cell = new RowCells();
  cell.start(rowXml, rowXml.indexOf('>'));
  while (cell.next()) {
    if (cell.typeIs('inlineStr')) {
      out.push(`${cell.column} inline ${cell.inlineText() ?? '-'}`);
      continue;
    }
    const type = [...TYPES, ...REFS].find((t) => t !== '' && cell.typeIs(t)) ?? '';
    out.push(`${cell.column} ${type} ${cell.hasValue() ? `${cell.value()} ${cell.valueNumber()}` : '-'}`);
  }
  return out;
}

describe('the cells of a row, found by offsets', () => {
  it('are those the regular expressions found, cell by cell, on random rows of every form a cell takes', () => {
    const [refs, types] = [REFS, TYPES];
    const values = [
      '0',
      '12',
      '007',
      '123456789',
      '1234567890',
      ' 4 ',
      '1e2',
      '0x1A',
      '',
      'Haus &amp; Hof',
      '&#x1F600;',
      '_x0041_',
      'a<b',
    ];
    let seed = 3;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return (seed >>> 8) % n; // the low bits of this generator repeat in short cycles
    };
    const pick = <T>(list: T[]) => list[random(list.length)]!;
    const space = () => pick([' ', '  ', '\t', '\n', ' \r\n ']);
    const attributeOf = (name: string, value: string) =>
      `${space()}${name}${pick(['=', ' = '])}${pick(['"', "'"]).replace(/(.)/, `$1${value}$1`)}`;
    const cellOf = () => {
      let attributes = '';
      if (random(4) > 0) attributes += attributeOf('r', pick(refs));
      if (random(3) > 0) attributes += attributeOf('t', pick(types));
      if (random(3) === 0) attributes += attributeOf('s', String(random(9)));
      if (random(10) === 0) attributes += attributeOf(pick(['r', 't']), pick([...refs, ...types])); // repeated: the first counts
      const value = pick(values).replace('<', '&lt;');
      switch (random(7)) {
        case 0:
          return `<c${attributes}/>`;
        case 1:
          return `<c${attributes}${space()}/>`;
        case 2:
          return `<c${attributes}><is><t>${value}</t><r><t xml:space="preserve"> more</t></r></is>${random(3) ? '' : '<is><t>again</t></is>'}</c>`;
        case 3:
          return `<c${attributes}><f>SUM(A1)</f><v${random(2) ? ' xml:space="preserve"' : ''}>${value}</v></c>`;
        case 4:
          return `<c${attributes}><vm>x</vm></c>`; // not a value
        case 5:
          return `<col min="1"/><c${attributes}><v>${value}</v></c>`;
        default:
          return `<c${attributes}><v>${value}</v></c>`;
      }
    };
    for (let round = 0; round < 3_000; round++) {
      const cells = Array.from({ length: random(6) }, cellOf).join(random(2) ? '' : '\n');
      const row = `<row r="${round + 1}"${random(2) ? ' spans="1:3"' : ''}>${cells}</row>`;
      const [scanned, matched] = [cellsByScanner(row), cellsByPattern(row)];
      // 3,000 toEqual calls take seconds on a busy machine: it runs only when the two differ.
      if (!isDeepStrictEqual(scanned, matched)) expect(scanned, row).toEqual(matched);
    }
  });

  it('skips a cell never closed, and still finds a closed one after it; a value never closed is none', () => {
    const rows = [
      '<row r="1"><c r="A1" t="s"><v>1</v><c r="B1"/></row>',
      '<row r="1"><c r="A1" t="s"><v>1</v></row>',
      '<row r="1"><c t="s"><v>1</c><c t="s"><v>2</v></c></row>',
    ];
    for (const row of rows) {
      expect(cellsByScanner(row)).toEqual(cellsByPattern(row));
    }
    expect(cellsByScanner('<row r="1"><c r="A1" t="s"><v>1</v><c r="B1"/></row>')).toEqual(['1  -']);
  });
});
