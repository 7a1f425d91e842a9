// Finds the errors raised with a plain English sentence (a `message:` and no `says`), and the field problems
// given only in English (a `message:` and no `uiMessage`) inside an error's arguments, in main's, the Node
// helpers' and the shared code: the window can only show those in English. Read with TypeScript's parser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { isTestPath, repositoryFiles, root } from './sourceGraph';

/** Where code raises errors that reach the window (the simulator keeps the service's own English). */
const SCANNED = ['src/main', 'src/node', 'src/shared'];

/** The error classes of src/shared/errors.ts, by name. */
function errorClasses(): Set<string> {
  const source = ts.createSourceFile('errors.ts', readFileSync(join(root, 'src/shared/errors.ts'), 'utf8'), 99);
  const names = new Set<string>();
  source.forEachChild((node) => {
    if (ts.isClassDeclaration(node) && node.name && /Error$/.test(node.name.text)) names.add(node.name.text);
  });
  return names;
}

const propertyNames = (object: ts.ObjectLiteralExpression) =>
  new Set(object.properties.flatMap((p) => (p.name && ts.isIdentifier(p.name) ? [p.name.text] : [])));

/** The plain-English errors and field problems of one source text, each as `line: text`. */
export function plainEnglishErrors(fileName: string, text: string, classes = errorClasses()): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${line + 1}: ${node.getText(source).replace(/\s+/g, ' ').slice(0, 100)}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && classes.has(node.expression.text)) {
      for (const argument of node.arguments ?? []) {
        if (ts.isObjectLiteralExpression(argument)) {
          const names = propertyNames(argument);
          if (names.has('message') && !names.has('says')) report(argument);
        }
        if (ts.isArrayLiteralExpression(argument)) {
          for (const element of argument.elements) {
            if (!ts.isObjectLiteralExpression(element)) continue;
            const names = propertyNames(element);
            if (names.has('message') && !names.has('uiMessage')) report(element);
          }
        }
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/** Every scanned production file with its plain-English errors. */
export function plainEnglishErrorsByFile(): Record<string, string[]> {
  const classes = errorClasses();
  const result: Record<string, string[]> = {};
  for (const file of SCANNED.flatMap((folder) => repositoryFiles(folder))) {
    if (!/\.tsx?$/.test(file) || file.endsWith('.d.ts') || isTestPath(file)) continue;
    const found = plainEnglishErrors(file, readFileSync(join(root, file), 'utf8'), classes);
    if (found.length > 0) result[file] = found;
  }
  return result;
}
