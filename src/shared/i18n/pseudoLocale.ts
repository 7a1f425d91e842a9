// The pseudo-locale (en-XA) of the English catalogue: each message's own text accented, 40% longer and in
// brackets, with its ICU syntax (variables, plurals, selects, tags) kept working. A screen in the pseudo-locale
// shows at a glance text that overflows or is cut (the padding and the brackets go missing) and text that did not
// come from the catalogue (it has no accents). Pure.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!,
  ]),
);

const accent = (text: string) => [...text].map((c) => ACCENTED[c] ?? c).join('');

/** The number of characters of a message's own text (its variables' values are not known here). */
function literalLength(elements: MessageFormatElement[]): number {
  let length = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) length += [...element.value].length;
    else if (element.type === TYPE.tag) length += literalLength(element.children);
    else if (element.type === TYPE.plural || element.type === TYPE.select)
      length += Math.max(0, ...Object.values(element.options).map((option) => literalLength(option.value)));
  }
  return length;
}

function accentAll(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accent(element.value) };
    if (element.type === TYPE.tag) return { ...element, children: accentAll(element.children) };
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return {
        ...element,
        options: Object.fromEntries(
          Object.entries(element.options).map(([key, option]) => [key, { ...option, value: accentAll(option.value) }]),
        ),
      };
    return element;
  });
}

/**
 * One message in the pseudo-locale: `[Ŝéţţîñĝš ~~~]` for `Settings`. The padding comes in words of at most 8, as
 * a longer language's words do: one run of 99 tildes would be a word no language has, and overflow any box.
 */
export function pseudoMessage(message: string): string {
  const ast = parse(message);
  const padding = Math.ceil(literalLength(ast) * 0.4);
  const tildes = Math.max(1, padding - 1);
  const words = Array.from({ length: Math.ceil(tildes / 8) }, (_, i) => '~'.repeat(Math.min(8, tildes - i * 8)));
  return `[${printAST(accentAll(ast))}${padding > 0 ? ` ${words.join(' ')}` : ''}]`;
}

export function pseudoCatalogue<C extends Record<string, string>>(catalogue: C): C {
  return Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, pseudoMessage(message)])) as C;
}
