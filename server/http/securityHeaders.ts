/**
 * react-aria prepends one fixed <style> (touch-action for pressable elements) at run time; the CSP
 * allows exactly that text by its hash. tests/server/csp-style-hash.test.ts recomputes it from the
 * installed react-aria, so an upgrade that changes the text fails loudly instead of silently.
 */
import { createHash } from 'node:crypto';

export const reactAriaPressableStyleHash = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/**
 * CSP source expressions for the inline scripts of a built page: the prerendered home page carries
 * one (scripts/prerender.ts picks the saved language's frame before the first paint). Each is
 * allowed by the hash of its exact text, never by 'unsafe-inline'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`);
  }
  return hashes;
}

// Headers on every answer: a CSP without inline scripts (but the site's own, by hash), no MIME sniffing, a strict referrer, and the microphone for the site itself.
export function securityHeaders(options: { connectSrc: string[]; scriptHashes?: string[] }): Record<string, string> {
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...(options.scriptHashes ?? [])].join(' '),
    // The site's styles are static CSS files; style attributes set by components (positions of popovers) stay allowed.
    `style-src 'self' ${reactAriaPressableStyleHash}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...options.connectSrc].join(' ')}`,
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
