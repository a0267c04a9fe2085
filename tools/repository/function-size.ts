import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from '@typescript/typescript6';

/** A function of the production code, by its file, its name and its length in lines. */
export type MeasuredFunction = { file: string; name: string; lines: number };

const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource ? [path] : [];
  });
}

/** The name a reader would look for: the function's own, its variable's, or its owner's. */
function functionName(node: ts.Node, owner: string | undefined): string {
  if (
    (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) &&
    node.name &&
    ts.isIdentifier(node.name)
  ) {
    return node.name.text;
  }
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) {
    return parent.name.text;
  }
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) {
    return parent.name.text;
  }
  return owner ? `${owner} (callback)` : '(callback)';
}

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node)
  );
}

/** Every function of one file with its length, nested ones included. */
function measureFile(repositoryRoot: string, path: string): MeasuredFunction[] {
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const file = relative(repositoryRoot, path);
  const found: MeasuredFunction[] = [];
  const visit = (node: ts.Node, owner: string | undefined) => {
    let nextOwner = owner;
    if (isFunction(node) && node.body) {
      const name = functionName(node, owner);
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file, name, lines: end - start + 1 });
      nextOwner = name.replace(/ \(callback\)$/, '');
    }
    ts.forEachChild(node, (child) => visit(child, nextOwner));
  };
  visit(source, undefined);
  return found;
}

/** The production functions of the apps and the domain longer than `maxLines`. */
export function longFunctions(repositoryRoot: string, maxLines: number): MeasuredFunction[] {
  return SOURCE_ROOTS.flatMap((root) => sourceFiles(join(repositoryRoot, root)))
    .flatMap((path) => measureFile(repositoryRoot, path))
    .filter((measured) => measured.lines > maxLines);
}

/**
 * The exceptions of docs/function-size.md: the rows of its table, `| file | function | reason |`.
 */
export function listedExceptions(markdown: string): { file: string; name: string }[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [file = '', name = ''] = line
        .split('|')
        .slice(1, 3)
        .map((cell) => cell.trim().replace(/^`|`$/g, ''));
      return { file, name };
    });
}
