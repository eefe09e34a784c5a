// The home page's prerendered frame under another path (a static host answering every path with index.html) is
// dropped in one place: the inline script scripts/prerender.ts writes after the frames, which runs before the first
// paint. The app's entry only decides between adopting #root's markup and rendering into an empty shell.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, readText, relative, repoRoot } from '../support/files';

describe('the prerendered frame under another path', () => {
  it('is dropped by the inline script that follows the frames', () => {
    const prerender = readText(path.join(repoRoot, 'scripts/prerender.ts'));
    expect(prerender).toContain("if(location.pathname!=='/'){r.replaceChildren();r.removeAttribute('data-prerendered')}");
  });

  it('is dropped nowhere in the app', () => {
    const dropping = filesUnder('src', ['.ts', '.tsx']).filter((file) => /\.replaceChildren\(/.test(readText(file)));
    expect(dropping.map(relative)).toEqual([]);
  });
});
