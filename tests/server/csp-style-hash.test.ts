import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactAriaPressableStyleHash, securityHeaders, waveformStyleHash } from '../../server/http/securityHeaders';

const require = createRequire(import.meta.url);

function injectedPressableStyle(): string {
  const packageDir = path.dirname(require.resolve('react-aria/package.json'));
  const source = readFileSync(path.join(packageDir, 'dist/private/interactions/usePress.mjs'), 'utf8');
  const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
  if (!template) throw new Error('react-aria no longer injects its pressable style the way this test reads it: recheck the CSP');
  return template.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, 'data-react-aria-pressable').trim();
}

describe('CSP and the styles libraries inject', () => {
  it("allows react-aria's pressable <style> by the hash of its exact text", () => {
    const hash = `'sha256-${createHash('sha256').update(injectedPressableStyle()).digest('base64')}'`;
    expect(reactAriaPressableStyleHash).toBe(hash);
    expect(securityHeaders({ connectSrc: [] })['content-security-policy']).toContain(`style-src 'self' ${hash}`);
  });

  it("allows the review waveform's <style> by its hash and its object-URL read, never by 'unsafe-inline'", () => {
    const hash = waveformStyleHash();
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    const csp = securityHeaders({ connectSrc: [] })['content-security-policy'];
    expect(csp).toMatch(new RegExp(`style-src [^;]*${hash!.replace(/[+/]/g, '\\$&')}`));
    expect(csp).toMatch(/connect-src 'self' blob:/);
    expect(csp).not.toMatch(/style-src [^;]*unsafe-inline/);
  });

  it('never allows inline scripts', () => {
    const csp = securityHeaders({ connectSrc: [] })['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
