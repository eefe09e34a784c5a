// A real S3-compatible server for tests and local topologies: s3rver (pure JavaScript, from npm), on a free port of
// 127.0.0.1, keeping its objects in a temporary folder, with one bucket made. Its credentials are s3rver's fixed ones.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StoreConfig } from '../../server/storage/s3.ts';

export type TestS3Server = {
  config: S3StoreConfig;
  /** The S3_* variables a server process needs to use this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
};

export async function startS3Server(options: { bucket?: string; port?: number; directory?: string } = {}): Promise<TestS3Server> {
  const bucket = options.bucket ?? 'qc-test';
  const directory = options.directory ?? mkdtempSync(path.join(tmpdir(), 'qc-s3rver-'));
  const server = new S3rver({ port: options.port ?? 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3StoreConfig = { bucket, endpoint, region: 'us-east-1', forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    config,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    async close() {
      await server.close();
      if (!options.directory) rmSync(directory, { recursive: true, force: true });
    },
  };
}
