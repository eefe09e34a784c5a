/**
 * react-aria prepends one fixed <style> (touch-action for pressable elements) at run time; the CSP
 * allows exactly that text by its hash. tests/server/csp-style-hash.test.ts recomputes it from the
 * installed react-aria, so an upgrade that changes the text fails loudly instead of silently.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const reactAriaPressableStyleHash = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/** The waveform's height in the console (src/operator/AudioClip.tsx): part of the style text wavesurfer.js writes. */
export const WAVEFORM_HEIGHT = 48;

/**
 * wavesurfer.js (the console's review waveform) writes one <style> into its shadow root; its text is fixed but for the
 * waveform's height. The CSP allows exactly that text by its hash, read from the installed package so an upgrade that
 * changes it is followed (tests/e2e/operator.spec.ts fails on a blank waveform or a refused style), never by
 * 'unsafe-inline'. Null when the package's template cannot be read (the waveform then stays blank; reviewing works).
 */
export function waveformStyleHash(): string | null {
  try {
    const file = readFileSync(createRequire(import.meta.url).resolve('wavesurfer.js').replace(/wavesurfer\.(c?js)$/, 'wavesurfer.esm.js'), 'utf8');
    const start = file.indexOf('innerHTML=`');
    const end = file.indexOf('</style>', start);
    if (start < 0 || end < 0) return null;
    const template = file.slice(start + 'innerHTML=`'.length, end);
    const open = template.indexOf('>');
    const css = template
      .slice(open + 1)
      .replace('${this.getHeight(this.options.height,this.options.splitChannels)}', String(WAVEFORM_HEIGHT));
    if (css.includes('${')) return null;
    // The template's escapes (\n) as the browser's string holds them.
    const text = JSON.parse(`"${css.replace(/"/g, '\\"')}"`) as string;
    return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  } catch {
    return null;
  }
}

/**
 * CSP source expressions for the inline scripts or styles of a built page: the prerendered home
 * page carries a few (scripts/prerender.ts: the saved language's frame and fonts, the first
 * frame's styles). Each is allowed by the hash of its exact text, never by 'unsafe-inline'.
 */
export function inlineHashes(html: string, element: 'script' | 'style'): string[] {
  const hashes: string[] = [];
  const pattern = element === 'script' ? /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g : /<style[^>]*>([\s\S]*?)<\/style>/g;
  for (const match of html.matchAll(pattern)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

// Headers on every answer: a CSP without inline scripts (but the site's own, by hash), no MIME sniffing, a strict referrer, and the microphone for the site itself.
export function securityHeaders(options: { connectSrc: string[]; scriptHashes?: string[]; styleHashes?: string[] }): Record<string, string> {
  const waveformStyle = waveformStyleHash();
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...(options.scriptHashes ?? [])].join(' '),
    // The site's styles are static CSS files; style attributes set by components (positions of popovers) stay allowed.
    ["style-src 'self'", reactAriaPressableStyleHash, ...(waveformStyle ? [waveformStyle] : []), ...(options.styleHashes ?? [])].join(' '),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    // blob: — the console's waveform reads the recording it already fetched (an object URL) to draw it.
    `connect-src ${["'self'", 'blob:', ...options.connectSrc].join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
}
