import { readFileSync } from 'node:fs';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { apiYamlUrl } from './apiDocument';

const committedUrl = new URL('../../src/contract/schema.d.ts', import.meta.url);

describe('src/contract/schema.d.ts', () => {
  it('is what `npm run api:types` generates from openapi/api.yaml today (run it after editing the yaml)', async () => {
    const generated = COMMENT_HEADER + astToString(await openapiTS(apiYamlUrl, { silent: true }));
    const committed = readFileSync(committedUrl, 'utf8');
    expect(committed === generated, 'schema.d.ts is stale: run `npm run api:types` and commit it').toBe(true);
  }, 60_000);
});
