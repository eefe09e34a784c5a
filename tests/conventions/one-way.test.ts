import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/app/routes/routes';
import { parse, repoRoot, sourceFiles } from './support/sourceFiles';

const relative = (file: string) => path.relative(repoRoot, file);
const where = (source: ts.SourceFile, node: ts.Node) => `${relative(source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

/** Every route pattern of the table as a regular expression (`:slug` matches one segment). */
const routePatterns = routeTable.map(
  (route) => new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`, 'i'),
);

const API_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** `api.GET('/complaints')`: the first argument of the API client is a contract path, not a page. */
function isApiPath(node: ts.Node): boolean {
  const call = node.parent;
  return (
    ts.isCallExpression(call) &&
    call.arguments[0] === node &&
    ts.isPropertyAccessExpression(call.expression) &&
    API_METHODS.has(call.expression.name.text)
  );
}

const STRING_METHODS = new Set(['split', 'join', 'startsWith', 'endsWith', 'includes', 'indexOf', 'lastIndexOf', 'replace', 'replaceAll']);

/** `type.split('/')`: a slash handed to a string method is no path. */
function isStringOperation(node: ts.Node): boolean {
  const call = node.parent;
  return ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && STRING_METHODS.has(call.expression.name.text);
}

/** The text of a string or template literal, a `${…}` read as one path segment. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `x${span.literal.text}`).join('');
  return null;
}

function pathLiterals(dir: string, skip: (file: string) => boolean): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(dir).filter((f) => !skip(f))) {
    const source = parse(file);
    const visit = (node: ts.Node) => {
      const text = literalText(node);
      if (text !== null && text.startsWith('/') && !isApiPath(node) && !isStringOperation(node)) {
        const pathPart = text.split(/[?#]/)[0]!;
        if (routePatterns.some((pattern) => pattern.test(pathPart))) found.push(`${where(source, node)} ${JSON.stringify(text)}`);
      }
      if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
      else node.templateSpans.forEach((span) => ts.forEachChild(span.expression, visit));
    };
    visit(source);
  }
  return found;
}

/** HTTP status codes an API answer may carry (IANA's registry, the ones this API could send). */
const HTTP_STATUSES = new Set([
  100, 101, 200, 201, 202, 203, 204, 205, 206, 300, 301, 302, 303, 304, 307, 308, 400, 401, 402, 403, 404, 405, 406, 407, 408,
  409, 410, 411, 412, 413, 414, 415, 416, 417, 421, 422, 423, 424, 425, 426, 428, 429, 431, 451, 500, 501, 502, 503, 504, 505,
]);

describe('one way for each job', () => {
  // Machines name a destination by route id; the app's routes module alone turns it into a path.
  it('no site path is spelt outside src/app/routes/', () => {
    const routesDir = path.join(repoRoot, 'src/app/routes') + path.sep;
    expect(pathLiterals('src', (file) => file.startsWith(routesDir))).toEqual([]);
  });

  it('the check sees a path where one is spelt', () => {
    const routesDir = path.join(repoRoot, 'src/app/routes') + path.sep;
    const inRoutes = pathLiterals('src/app/routes', () => false);
    expect(inRoutes.length).toBeGreaterThan(0);
    expect(inRoutes.every((entry) => path.join(repoRoot, entry).startsWith(routesDir))).toBe(true);
  });

  // Answers are read in src/app/api/ into domain results; a machine never sees a status code.
  it('no HTTP status number in src/machines/', () => {
    const found: string[] = [];
    for (const file of sourceFiles('src/machines')) {
      const source = parse(file);
      const visit = (node: ts.Node, parent: ts.Node | undefined) => {
        // A field's length limit (`maxLength: 300`) is a number of characters, not a status.
        const isLengthLimit = parent !== undefined && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name) && ['minLength', 'maxLength'].includes(parent.name.text);
        if (ts.isNumericLiteral(node) && HTTP_STATUSES.has(Number(node.text)) && !isLengthLimit) found.push(`${where(source, node)} ${node.text}`);
        ts.forEachChild(node, (child) => visit(child, node));
      };
      visit(source, undefined);
    }
    expect(found).toEqual([]);
  });
});
