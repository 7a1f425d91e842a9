// The coverage table of src/shared/api/README.md against the published description (openapi.yaml): every
// operation and parameter has its row, no row names what the description lacks, a parameter marked sent is
// named in a wire schema or a client file, and the summary's counts are the table's.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openapiDocument } from './publishedDescription.testSupport';

type Json = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const README = readFileSync(join(__dirname, '../../shared/api/README.md'), 'utf8');

/** `GET /v3/glossaries` → the names of its path, query and body parameters (headers are authentication). */
function describedOperations(): Map<string, string[]> {
  const document = openapiDocument();
  const resolve = (node: unknown): Json => {
    let found = node as Json;
    while (typeof found?.$ref === 'string') {
      found = (found.$ref as string)
        .replace('#/', '')
        .split('/')
        .reduce<Json>((at, key) => at[key] as Json, document);
    }
    return found;
  };
  const operations = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    for (const method of METHODS.filter((name) => item[name])) {
      const operation = item[method] as Json;
      const names = new Set<string>();
      for (const parameter of [
        ...((item.parameters as unknown[]) ?? []),
        ...((operation.parameters as unknown[]) ?? []),
      ]) {
        const resolved = resolve(parameter);
        if (resolved.in !== 'header') names.add(resolved.name as string);
      }
      const body = operation.requestBody ? resolve(operation.requestBody) : undefined;
      for (const content of Object.values((body?.content ?? {}) as Record<string, Json>)) {
        const schema = resolve(content.schema);
        for (const part of [schema, ...((schema.allOf as unknown[]) ?? []).map(resolve)])
          for (const name of Object.keys((part.properties ?? {}) as Json)) names.add(name);
      }
      operations.set(`${method.toUpperCase()} ${path}`, [...names]);
    }
  }
  return operations;
}

/** The rows of the table under a `### title` heading, as trimmed cells (the header and rule skipped). */
function tableRows(title: string): string[][] {
  const section = README.split(`### ${title}\n`)[1]?.split('\n### ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Operation |'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

const operations = describedOperations();
const operationRows = tableRows('Operations');
const parameterRows = tableRows('Parameters');

describe('the coverage table of the published description', () => {
  it('has one row for every operation of the description, and none for an operation it lacks', () => {
    const named = operationRows.map(([operation]) => operation);
    expect(operations.size).toBe(48);
    expect([...operations.keys()].filter((operation) => !named.includes(operation))).toEqual([]);
    expect(named.filter((operation) => !operations.has(operation!))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
  });

  it('has one row for every parameter of every operation, and none for a parameter the description lacks', () => {
    const named = parameterRows.map(([operation, parameter]) => `${operation} ${parameter!.replace(/`/g, '')}`);
    const described = [...operations].flatMap(([operation, names]) => names.map((name) => `${operation} ${name}`));
    expect(described.filter((row) => !named.includes(row))).toEqual([]);
    expect(named.filter((row) => !described.includes(row))).toEqual([]);
  });

  it('marks a parameter sent only where the client calls its operation and a wire schema or client file names it', () => {
    const sources = ['../../shared/api', '../../shared/rules', '.']
      .flatMap((folder) =>
        readdirSync(join(__dirname, folder))
          .filter((file) => file.endsWith('.ts') && !file.includes('.test.') && !file.includes('testSupport'))
          .map((file) => readFileSync(join(__dirname, folder, file), 'utf8')),
      )
      .join('\n');
    const called = new Map(operationRows.map(([operation, client]) => [operation, client !== 'no']));
    const wrong = parameterRows.filter(
      ([operation, parameter, sends, app]) =>
        sends === 'yes' &&
        !app!.includes('typed in') &&
        (!called.get(operation!) || !new RegExp(`\\b${parameter!.replace(/`/g, '')}\\b`).test(sources)),
    );
    expect(wrong).toEqual([]);
    expect(parameterRows.filter(([, , sends]) => sends !== 'yes' && sends !== 'no')).toEqual([]);
  });

  it('says the counts the table shows', () => {
    const count = (column: number) => operationRows.filter((row) => !row[column]!.startsWith('no')).length;
    expect(README).toContain(
      `The client calls ${count(1)} of ${operations.size} operations; the simulator serves ${count(2)}; the app offers ${count(3)}.`,
    );
  });
});
