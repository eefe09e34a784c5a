import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, parse, repoRoot, sourceFiles } from './support/sourceFiles';

const relative = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');

/** Every relative import of the files under `dir`, as `file → imported path` (both relative to the repository). */
function importsOf(dir: string): { file: string; target: string }[] {
  return sourceFiles(dir).flatMap((file) =>
    importSpecifiers(parse(file))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({ file: relative(file), target: relative(path.resolve(path.dirname(file), specifier.replace(/\?.*$/, ''))) })),
  );
}

const under = (target: string, dir: string) => target === dir || target.startsWith(`${dir}/`);

/**
 * The console's imports from the site's src/app/ that are still there while it moves onto its own and the shared
 * floors (issue 28, point 6). Only ever remove lines: a new import from src/app/ fails, and so does a line here whose
 * import is gone, so the list shrinks to nothing.
 */
const OPERATOR_IMPORTS_FROM_APP_TODAY = [
  'src/operator/AuditPanel.tsx → src/app/data/useResource',
  'src/operator/ConsoleApp.tsx → src/app/i18n/language',
  'src/operator/DrawsPanel.tsx → src/app/data/useResource',
  'src/operator/Loaded.tsx → src/app/data/useResource',
  'src/operator/MessagesPanel.tsx → src/app/data/useResource',
  'src/operator/RequestsPanel.tsx → src/app/data/useResource',
  'src/operator/ReviewsPanel.tsx → src/app/data/useResource',
  'src/operator/i18n/i18n.ts → src/app/i18n/format',
  'src/operator/i18n/i18n.ts → src/app/i18n/language',
  'src/operator/main.tsx → src/app/i18n/language',
  'src/operator/useConsoleT.ts → src/app/i18n/format',
  'src/operator/useConsoleT.ts → src/app/i18n/language',
];

describe('floors: who may import what', () => {
  // The server shares with the browser only the contract's types and the pure domain code.
  it('server/ imports nothing from src/ but src/contract/ and src/domain/', () => {
    const found = importsOf('server')
      .filter(({ target }) => under(target, 'src') && !under(target, 'src/contract') && !under(target, 'src/domain'))
      .map(({ file, target }) => `${file} → ${target}`);
    expect(found).toEqual([]);
  });

  // src/domain/ is the floor under everything: the server, the browser and the scripts run it alike.
  it('src/domain/ imports only itself, the contract and packages that run in a browser and in Node', () => {
    const found = importsOf('src/domain')
      .filter(({ target }) => !under(target, 'src/domain') && !under(target, 'src/contract'))
      .map(({ file, target }) => `${file} → ${target}`);
    const builtins = sourceFiles('src/domain').flatMap((file) =>
      importSpecifiers(parse(file))
        .filter((specifier) => specifier.startsWith('node:'))
        .map((specifier) => `${relative(file)} → ${specifier}`),
    );
    expect([...found, ...builtins]).toEqual([]);
  });

  it('src/machines/ imports no app, console or design system', () => {
    const found = importsOf('src/machines')
      .filter(({ target }) => ['src/app', 'src/operator', 'src/design-system'].some((dir) => under(target, dir)))
      .map(({ file, target }) => `${file} → ${target}`);
    expect(found).toEqual([]);
  });

  it('the console imports nothing from src/app/ beyond the shrinking list of today', () => {
    const found = [
      ...new Set(
        importsOf('src/operator')
          .filter(({ target }) => under(target, 'src/app'))
          .map(({ file, target }) => `${file} → ${target.replace(/\.tsx?$/, '')}`),
      ),
    ].sort();
    expect(found.filter((entry) => !OPERATOR_IMPORTS_FROM_APP_TODAY.includes(entry))).toEqual([]);
    expect(OPERATOR_IMPORTS_FROM_APP_TODAY.filter((entry) => !found.includes(entry))).toEqual([]);
  });

  it('sees an import where one is written', () => {
    expect(importsOf('server').some(({ target }) => under(target, 'src/domain'))).toBe(true);
    expect(importsOf('server').some(({ target }) => under(target, 'src/contract'))).toBe(true);
  });
});
