// The last build step: writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside
// every text file of dist/ over 1 KB. The reference server sends them as they are (server/http/siteFiles.ts),
// so a visit costs the server no compression work, and the files are smaller than on-the-fly Brotli
// at the speed a server can afford per request (quality 5): the home page's first-load scripts go
// from 175 KB to 159 KB (issue 7). A text file without copies is compressed once as the server
// starts; clients that accept neither encoding get the file itself.
//
//   npx tsx scripts/precompress.ts [dist]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressedCopies, worthCompressing } from '../server/http/compression.ts';

/** Writes the compressed copies under `dir`; answers how many files got them. */
export function precompress(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      count += precompress(file);
      continue;
    }
    if (!worthCompressing(entry.name, statSync(file).size)) continue;
    const copies = compressedCopies(readFileSync(file));
    writeFileSync(`${file}.br`, copies.br);
    writeFileSync(`${file}.gz`, copies.gzip);
    count += 1;
  }
  return count;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = path.resolve(import.meta.dirname, '..', process.argv[2] ?? process.env.DIST_DIR ?? 'dist');
  console.log(`precompressed ${precompress(dist)} files of ${path.relative(process.cwd(), dist) || '.'} (.br and .gz beside each)`);
}
