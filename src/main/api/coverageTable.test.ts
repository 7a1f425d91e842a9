// The coverage table of src/shared/api/README.md against the published description (openapi.yaml): every
// operation and parameter has its row, no row names what the description lacks, a parameter marked sent is
// named in a wire schema or a client file, an operation the app offers names the contract calls the window
// reaches it through (each declared, each called by a file under src/renderer), every file a row names exists,
// and the summary's counts are the table's.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract } from '../../shared/contract';
import { openapiDocument } from './testing/publishedDescription';

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
const laterRows = tableRows('Published after this copy');
const ROOT = join(__dirname, '../../..');

/** The `quoted` names of a cell. */
const named = (cell: string | undefined) => [...(cell ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

/** Every non-test source file under src/renderer, joined. */
function rendererSources(): string {
  const folder = join(ROOT, 'src/renderer');
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && !file.includes('testing'))
    .map((file) => readFileSync(join(folder, file), 'utf8'))
    .join('\n');
}

/** Where a row's path may be: client and simulator files, tests of main, the simulator, src or the root (e2e). */
const exists = (path: string, folders: string[]) => folders.some((folder) => existsSync(join(ROOT, folder, path)));

/** [operation, app, window call, client, simulator, test] of both operation tables. */
const offered = [
  ...operationRows.map(([operation, client, simulator, app, calls, test]) => [
    operation,
    app,
    calls,
    client,
    simulator,
    test,
  ]),
  ...laterRows.map(([operation, , client, simulator, app, calls, test]) => [
    operation,
    app,
    calls,
    client,
    simulator,
    test,
  ]),
];

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
          .filter((file) => file.endsWith('.ts') && !file.includes('.test.') && !file.includes('testing/'))
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

  it('names, for each operation the app offers, the contract calls the window reaches it through, each called by the window', () => {
    const window = rendererSources();
    const declared = (call: string) => {
      const [area, method] = call.split('.');
      return Object.hasOwn(contract, area!) && Object.hasOwn((contract as Record<string, object>)[area!]!, method!);
    };
    const wrong = offered.flatMap(([operation, app, calls]) => {
      const names = named(calls);
      if (app!.startsWith('no')) return calls === '—' ? [] : [`${operation}: offers nothing, yet names ${calls}`];
      if (names.length === 0) return [`${operation}: offered in the app, but names no window call`];
      return names.flatMap((call) =>
        !declared(call)
          ? [`${operation}: ${call} is not a call of the contract`]
          : !window.includes(`glossa.${call}(`)
            ? [`${operation}: no file under src/renderer calls ${call}`]
            : [],
      );
    });
    expect(wrong).toEqual([]);
    expect(offered).toHaveLength(operations.size + laterRows.length);
  });

  it('names only client, simulator and test files that exist', () => {
    const tests = ['src/main', 'src/simulator', 'src', '.'];
    const missing = [
      ...offered.flatMap(([operation, , , client, simulator, test]) => [
        ...named(client)
          .filter((path) => !exists(path, ['src/main']))
          .map((path) => `${operation}: ${path}`),
        ...named(simulator)
          .filter((path) => !exists(path, ['src/simulator']))
          .map((path) => `${operation}: ${path}`),
        ...named(test)
          .filter((path) => !exists(path, tests))
          .map((path) => `${operation}: ${path}`),
      ]),
      ...parameterRows.flatMap(([operation, parameter, , , test]) =>
        named(test)
          .filter((path) => !exists(path, tests))
          .map((path) => `${operation} ${parameter}: ${path}`),
      ),
    ];
    expect(missing).toEqual([]);
  });

  it('says the counts the table shows', () => {
    const count = (column: number) => operationRows.filter((row) => !row[column]!.startsWith('no')).length;
    expect(README).toContain(
      `The client calls ${count(1)} of ${operations.size} operations; the simulator serves ${count(2)}; the app offers ${count(3)}.`,
    );
  });
});
