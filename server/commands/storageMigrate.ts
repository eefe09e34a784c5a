// `npm run storage:migrate`: copies the files kept under DATA_DIR/uploads into the bucket the S3_* variables name
// (the same variables the server reads), checking every file's SHA-256 in the bucket against the local one. Safe to run
// again, and beside running servers: it copies only what the bucket lacks or holds differently. Exits 1 if any file
// could not be copied whole. The local files stay: remove them once every server runs with the bucket.
import path from 'node:path';
import { ConfigError, readS3 } from '../config.ts';
import { LocalFileStore } from '../storage/index.ts';
import { migrateFiles } from '../storage/migrate.ts';
import { S3FileStore } from '../storage/s3.ts';

async function main(): Promise<number> {
  const s3 = readS3(process.env);
  if (!s3) throw new ConfigError('set S3_BUCKET (and S3_ENDPOINT, S3_REGION, credentials as the server has them) to name the bucket to copy into');
  const uploadsDir = path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'uploads');
  const bucket = new S3FileStore(s3);
  if (!(await bucket.reachable())) throw new ConfigError(`the bucket "${s3.bucket}" does not answer: check S3_ENDPOINT, S3_BUCKET (it must exist), S3_REGION and the credentials`);
  console.log(`Copying the files under ${uploadsDir} into the bucket ${s3.bucket}${s3.prefix ? ` under ${s3.prefix}` : ''}...`);
  const report = await migrateFiles(new LocalFileStore(uploadsDir), bucket, { log: (line) => console.log(line) });
  for (const { key, reason } of report.failed) console.error(`NOT copied: ${key}: ${reason}`);
  console.log(`${report.copied.length} copied and checked, ${report.present.length} already in the bucket with the same SHA-256, ${report.failed.length} failed.`);
  if (report.failed.length) console.error('Run the command again: it copies only what is missing or different.');
  return report.failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? `Cannot migrate: ${error.message}` : error);
    process.exit(1);
  },
);
