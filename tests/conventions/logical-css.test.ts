import { describe, expect, it } from 'vitest';
import { filesUnder, readText, relative } from '../support/files';

const physicalProperty =
  /\b(margin|padding|border|scrollMargin|scrollPadding)(Left|Right)\w*\s*:|\binset(Left|Right)\s*:|(?<![\w.])(left|right)\s*:|\btextAlign\s*:\s*['"](left|right)['"]|\bfloat\s*:\s*['"](left|right)['"]|\bclear\s*:\s*['"](left|right)['"]/;

function offendingLines(source: string): string[] {
  return source
    .split('\n')
    .map((line, index) => ({ line: line.replace(/\/\/.*$/, ''), number: index + 1 }))
    .filter(({ line }) => physicalProperty.test(line))
    .map(({ line, number }) => `${number}: ${line.trim()}`);
}

describe('logical CSS properties only', () => {
  const styleFiles = [...filesUnder('src', ['.css.ts']), ...filesUnder('stories', ['.css.ts']), ...filesUnder('.storybook', ['.css.ts'])];

  it('finds the style files it guards', () => {
    expect(styleFiles.length).toBeGreaterThan(0);
  });

  it.each(styleFiles.map((file) => [relative(file), file]))('%s has no physical property', (_name, file) => {
    expect(offendingLines(readText(file))).toEqual([]);
  });

  it('inline styles in components and stories use logical properties', () => {
    const offenders: string[] = [];
    for (const file of [...filesUnder('src', ['.tsx']), ...filesUnder('stories', ['.tsx']), ...filesUnder('.storybook', ['.tsx'])]) {
      const source = readText(file);
      for (const match of source.matchAll(/style=\{\{([\s\S]*?)\}\}/g)) {
        const lines = offendingLines(match[1] ?? '');
        if (lines.length > 0) offenders.push(`${relative(file)}: ${lines.join(' | ')}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the rule itself catches physical properties', () => {
    expect(offendingLines("paddingRight: '4px'")).toHaveLength(1);
    expect(offendingLines('left: 0,')).toHaveLength(1);
    expect(offendingLines("textAlign: 'left'")).toHaveLength(1);
    expect(offendingLines("paddingInlineEnd: '4px', insetInlineStart: 0, textAlign: 'start'")).toEqual([]);
  });

  // vanilla-extract's compiler loses a file's scope when a comment in it names a `.css.ts` file.
  it.each(styleFiles.map((file) => [relative(file), file]))('%s does not name a style file in a comment', (_name, file) => {
    const comments = readText(file).match(/\/\/.*|\/\*[\s\S]*?\*\//g) ?? [];
    expect(comments.filter((comment) => /\.css\.ts/.test(comment))).toEqual([]);
  });
});
