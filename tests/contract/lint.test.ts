import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const redoclyBin = fileURLToPath(new URL('../../node_modules/@redocly/cli/bin/cli.js', import.meta.url));

describe('openapi/api.yaml lint', () => {
  it('passes `redocly lint` with the rules of redocly.yaml, without errors or warnings', async () => {
    const result = await promisify(execFile)(process.execPath, [redoclyBin, 'lint', 'openapi/api.yaml', '--format=stylish'], {
      cwd: root,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    }).catch((error: { stdout?: string; stderr?: string; code?: number }) => ({ ...error, failed: true }));
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
    expect('failed' in result, output).toBe(false);
    expect(output).toMatch(/valid/i);
    expect(output).not.toMatch(/^\s*\d+:\d+\s+(warning|error)\s/m);
  }, 90_000);
});
