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

  // What the site and the console both need lives on a shared floor (src/domain/, src/api/, the design system).
  it('src/operator/ imports nothing from src/app/', () => {
    const found = importsOf('src/operator')
      .filter(({ target }) => under(target, 'src/app'))
      .map(({ file, target }) => `${file} → ${target}`);
    expect(found).toEqual([]);
  });

  it('sees an import where one is written', () => {
    expect(importsOf('server').some(({ target }) => under(target, 'src/domain'))).toBe(true);
    expect(importsOf('server').some(({ target }) => under(target, 'src/contract'))).toBe(true);
    expect(importsOf('src/operator').some(({ target }) => under(target, 'src/domain'))).toBe(true);
  });
});
