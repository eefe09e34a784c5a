/**
 * react-aria prepends one fixed <style> (touch-action for pressable elements) at run time; the CSP
 * allows exactly that text by its hash. tests/server/csp-style-hash.test.ts recomputes it from the
 * installed react-aria, so an upgrade that changes the text fails loudly instead of silently.
 */
export const reactAriaPressableStyleHash = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

// Headers on every answer: a CSP without inline scripts, no MIME sniffing, a strict referrer, and the microphone for the site itself.
export function securityHeaders(options: { connectSrc: string[] }): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
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
