// application/x-www-form-urlencoded bodies as the public service reads them: a repeated key (or `key[]`) is a
// list, and nested keys `dictionaries[0].source_lang` build a list of objects, as the service's official
// clients send glossary writes. The result has the same shape as the JSON body of the same call.
import { badRequest } from './serviceError';
import type { Fields } from './exchange';

/** `name[index].field`: one field of the object at `index` of the list `name`. */
const NESTED_KEY = /^([A-Za-z_][\w]*)\[(\d{1,4})\]\.([A-Za-z_][\w]*)$/;

/**
 * The fields of a form body. Keys listed in `formArrays` are always lists; a key sent more than once is a list;
 * nested keys make `name` a list of objects, in index order (a gap in the indexes is a 400: nothing is lost silently).
 */
export function parseFormFields(text: string, formArrays: readonly string[] = []): Fields {
  const fields: Fields = {};
  const nested = new Map<string, Map<number, Record<string, string>>>();
  for (const [key, value] of new URLSearchParams(text)) {
    const inner = NESTED_KEY.exec(key);
    if (inner) {
      const [, name, index, field] = inner as unknown as [string, string, string, string];
      let items = nested.get(name);
      if (!items) nested.set(name, (items = new Map()));
      let item = items.get(Number(index));
      if (!item) items.set(Number(index), (item = {}));
      item[field] = value;
      continue;
    }
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    const previous = fields[name];
    if (previous === undefined) fields[name] = formArrays.includes(name) ? [value] : value;
    else fields[name] = Array.isArray(previous) ? [...(previous as string[]), value] : [previous as string, value];
  }
  for (const [name, items] of nested) {
    if (fields[name] !== undefined)
      throw badRequest(
        `The form sends "${name}" both as a value and as ${name}[N].… fields.`,
        `Send ${name}[0].field=… only.`,
      );
    const indexes = [...items.keys()].sort((a, b) => a - b);
    indexes.forEach((index, position) => {
      if (index !== position)
        throw badRequest(
          `The form's ${name}[N] fields must be numbered from 0 without gaps; ${name}[${position}] is missing.`,
        );
    });
    fields[name] = indexes.map((index) => items.get(index));
  }
  return fields;
}
