// The built site (dist/), read once at startup and served from memory with its precompressed copies.
//
// A cold visit to the home page asks for about 35 files in a burst while the browser is busy compiling and
// hydrating. Served from disk through @fastify/static each cost the server 2–6 ms of CPU (a stat per
// candidate encoding, a readdir to check the path's spelling, a stream per file, and Brotli on the fly for the
// small chunks that have no copy), on the same cores as the browser. From memory a file costs a map lookup and
// one write. The build never changes under a running server (its inline hashes are read at startup too), so a
// rebuild needs a restart either way.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressedCopies, worthCompressing } from './compression.ts';
import { matchesEtag } from './publicCache.ts';

type Encoding = 'br' | 'gzip';

export type SiteFile = {
  type: string;
  /** Quoted; sent weak (`W/"…"`): the same tag names the file in every encoding, and Vary tells caches apart. */
  etag: string;
  cacheControl: string;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** A request header the content depends on beyond Accept-Encoding (a page whose link preview follows Accept-Language). */
  vary?: string;
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/**
 * Every file under `distDir`, keyed by its URL path (`/assets/x.js`). The `.br` and `.gz` copies the build writes
 * (scripts/precompress.ts, with the rule in ./compression.ts) become the file's encodings; a file the build would have compressed but has no copies
 * (a build without that step) is compressed once here, as the build would, so no visit pays for compression.
 */
export function loadSiteFiles(distDir: string): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  const names = readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const present = new Set(names);
  for (const name of names) {
    if (/\.(?:br|gz)$/.test(name) && present.has(name.slice(0, -3))) continue;
    const identity = readFileSync(path.join(distDir, name));
    const encoded: SiteFile['encoded'] = {};
    if (present.has(`${name}.br`)) encoded.br = readFileSync(path.join(distDir, `${name}.br`));
    if (present.has(`${name}.gz`)) encoded.gzip = readFileSync(path.join(distDir, `${name}.gz`));
    if ((!encoded.br || !encoded.gzip) && worthCompressing(name, identity.length)) {
      const copies = compressedCopies(identity);
      encoded.br ??= copies.br;
      encoded.gzip ??= copies.gzip;
    }
    files.set(`/${name}`, {
      type: TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      // Vite's hashed files never change under their name; everything else is checked on each visit.
      cacheControl: name.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      identity,
      encoded,
    });
  }
  return files;
}

/** A page made at run time (a link preview written into the shell), compressed like the build's files when worth it. */
export function pageFile(html: string, vary?: string): SiteFile {
  const identity = Buffer.from(html, 'utf8');
  return {
    type: TYPES['.html']!,
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    cacheControl: 'no-cache',
    identity,
    encoded: worthCompressing('page.html', identity.length) ? compressedCopies(identity) : {},
    vary,
  };
}

/** The file a URL path names: `/` and `/dir/` name their index.html. Undefined when there is none. */
export function siteFileAt(files: Map<string, SiteFile>, url: string): SiteFile | undefined {
  let pathname = url.split('?')[0] ?? '/';
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  return files.get(pathname.endsWith('/') ? `${pathname}index.html` : pathname);
}

/** The best encoding the request accepts among those the file has: Brotli, then gzip, else the file itself. */
function negotiateEncoding(acceptEncoding: string | undefined, available: SiteFile['encoded']): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  const any = accepted.has('*');
  return (['br', 'gzip'] as const).find((encoding) => available[encoding] && (any || accepted.has(encoding)));
}

/** Sends a site file, in the best encoding the client accepts (304 when its copy is current). */
export function sendSiteFile(request: FastifyRequest, reply: FastifyReply, file: SiteFile): FastifyReply {
  reply.header('content-type', file.type).header('cache-control', file.cacheControl).header('etag', `W/${file.etag}`);
  const vary = [file.vary, file.encoded.br !== undefined || file.encoded.gzip !== undefined ? 'accept-encoding' : undefined].filter(Boolean);
  if (vary.length > 0) reply.header('vary', vary.join(', '));
  if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  const encoding = negotiateEncoding(request.headers['accept-encoding'], file.encoded);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? file.encoded[encoding] : file.identity);
}
