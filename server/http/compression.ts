// How the site's text files are compressed: one rule and one set of settings, shared by the build step that writes
// the copies (scripts/precompress.ts) and the server, which compresses at startup what a build left without them.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

/** Text over 1 KB: below that a compressed copy saves less than its headers cost; fonts and images are compressed already. */
export function worthCompressing(name: string, bytes: number): boolean {
  return COMPRESSIBLE.test(name) && bytes >= MIN_BYTES;
}

/** A file's Brotli (quality 11) and gzip (level 9) copies. */
export function compressedCopies(content: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }),
  };
}
