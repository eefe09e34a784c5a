// The file store a process's configuration names, for the server (server/main.ts) and the worker (server/worker.ts)
// alike: the bucket S3_BUCKET names, which must answer before the process starts, or local files under DATA_DIR/uploads.
import path from 'node:path';
import { ConfigError, type ServerConfig } from '../config.ts';
import { type ReadinessCheck, localStoreCheck } from '../http/lifecycle.ts';
import { type FileStore, localStore } from './index.ts';
import { S3FileStore } from './s3.ts';

export type ConfiguredStore = {
  store: FileStore;
  /** What /readyz asks of the store: the uploads directory can be written, and the bucket (if any) answers. */
  readinessChecks: ReadinessCheck[];
  /** Where uploads arrive before they are kept (and, without a bucket, where they are kept). */
  uploadsDir: string;
  bucket?: S3FileStore;
};

export async function configuredStore(config: Pick<ServerConfig, 'dataDir' | 's3'>): Promise<ConfiguredStore> {
  const uploadsDir = path.join(config.dataDir, 'uploads');
  if (!config.s3) return { store: localStore(uploadsDir), uploadsDir, readinessChecks: [localStoreCheck(uploadsDir)] };
  const bucket = new S3FileStore(config.s3);
  if (!(await bucket.reachable())) {
    throw new ConfigError(`the bucket "${config.s3.bucket}"${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''} does not answer: check S3_ENDPOINT, S3_BUCKET (it must exist), S3_REGION and the credentials`);
  }
  const bucketCheck: ReadinessCheck = {
    name: 'bucket',
    check: async () => {
      if (!(await bucket.reachable())) throw new Error('the bucket does not answer');
    },
  };
  return { store: bucket, uploadsDir, bucket, readinessChecks: [localStoreCheck(uploadsDir), bucketCheck] };
}
