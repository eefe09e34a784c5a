import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, parse, repoRoot, resolveRelative, sourceFiles } from './support/sourceFiles';

const featuresRoot = path.join(repoRoot, 'src/app/features');

/** The feature a file belongs to: the first folder under `src/app/features/` (`tracks/first/…` is `tracks`). */
const featureOf = (file: string) => path.relative(featuresRoot, file).split(path.sep)[0]!;

/** The modules README.md's architecture map names as shared between features (its "share a piece between features" row). */
function namedShared(): Set<string> {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const row = readme.split('\n').find((line) => line.startsWith('| share a piece between features |'));
  if (!row) throw new Error('README.md has no "share a piece between features" row');
  return new Set([...row.matchAll(/`(?:src\/app\/)?(features\/[^`]+\.tsx?)`/g)].map((match) => path.join(repoRoot, 'src/app', match[1]!)));
}

// A feature is its folder: another feature reaches into it only through a module its owner keeps for others and the
// README names, so moving or reshaping a page never breaks a neighbour by surprise.
describe('features import each other only through the modules the README names as shared', () => {
  const shared = namedShared();

  it('every module the README names exists', () => {
    expect([...shared].filter((file) => !existsSync(file)).map((file) => path.relative(repoRoot, file))).toEqual([]);
    expect(shared.size).toBeGreaterThan(0);
  });

  it('no feature imports another feature’s other files', () => {
    const found: string[] = [];
    for (const file of sourceFiles('src/app/features')) {
      for (const specifier of importSpecifiers(parse(file))) {
        const target = resolveRelative(file, specifier);
        if (target === null || !target.startsWith(featuresRoot + path.sep) || featureOf(target) === featureOf(file)) continue;
        if (!shared.has(target)) found.push(`${path.relative(repoRoot, file)} → ${path.relative(repoRoot, target)}`);
      }
    }
    expect(found).toEqual([]);
  });
});
