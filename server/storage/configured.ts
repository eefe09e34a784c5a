// The file store a process's configuration names, for the server (server/main.ts) and the worker (server/worker.ts)
// alike: the bucket S3_BUCKET names, which must answer before the process starts, or local files under DATA_DIR/uploads.
import path from 'node:path';
import { ConfigError, type ServerConfig } from '../config.ts';
import { type FileStore, localStore } from './index.ts';
import { S3FileStore } from './s3.ts';

export type ConfiguredStore = {
  store: FileStore;
  /** Where uploads arrive before they are kept (and, without a bucket, where they are kept). */
  uploadsDir: string;
  bucket?: S3FileStore;
};

export async function configuredStore(config: Pick<ServerConfig, 'dataDir' | 's3'>): Promise<ConfiguredStore> {
  const uploadsDir = path.join(config.dataDir, 'uploads');
  if (!config.s3) return { store: localStore(uploadsDir), uploadsDir };
  const bucket = new S3FileStore(config.s3);
  if (!(await bucket.reachable())) {
    throw new ConfigError(`the bucket "${config.s3.bucket}"${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''} does not answer: check S3_ENDPOINT, S3_BUCKET (it must exist), S3_REGION and the credentials`);
  }
  return { store: bucket, uploadsDir, bucket };
}
