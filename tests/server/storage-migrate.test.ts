// `npm run storage:migrate` (server/commands/storageMigrate.ts): local files into a bucket on s3rver, every checksum
// checked, and a second run copies nothing; a file the bucket holds differently is copied again.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putBuffer, readStored } from '../../server/storage/index.ts';
import { S3FileStore } from '../../server/storage/s3.ts';
import { startS3Server, type TestS3Server } from '../support/s3Server.ts';

const run = promisify(execFile);
let s3: TestS3Server;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server({ bucket: 'qc-migrate' });
  dataDir = mkdtempSync(path.join(tmpdir(), 'qc-migrate-'));
}, 60_000);
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const files: Record<string, Buffer> = {
  'clips/AAAAAAAAAAAAAAAAAAAAAAAA.webm': Buffer.alloc(6 * 1024 * 1024 + 5, 1),
  'clips/BBBBBBBBBBBBBBBBBBBBBBBB.m4a': Buffer.from('a playback copy'),
  'attempts/CCCCCCCCCCCCCCCCCCCCCCCC.ogg': Buffer.from('an attempt'),
  'thumbnails/DDDDDDDDDDDDDDDDDDDDDDDD.png': Buffer.from('a picture'),
  'certificates/QC-1446-EEEE-ar-0123456789abcdef.pdf': Buffer.from('%PDF- a certificate'),
};

const migrate = () =>
  run(process.execPath, ['--import', 'tsx', 'server/commands/storageMigrate.ts'], { env: { ...process.env, DATA_DIR: dataDir, ...s3.env, S3_PREFIX: 'moved/' } });

describe('npm run storage:migrate', () => {
  it('copies every kept file into the bucket with its checksum checked, and copies nothing a second time', async () => {
    for (const [key, bytes] of Object.entries(files)) {
      mkdirSync(path.join(dataDir, 'uploads', path.dirname(key)), { recursive: true });
      writeFileSync(path.join(dataDir, 'uploads', key), bytes);
    }
    // What is being received is not a kept file.
    mkdirSync(path.join(dataDir, 'uploads', '.incoming', 'x'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', '.incoming', 'x', 'half.part'), 'half');

    const first = await migrate();
    expect(first.stdout).toContain('5 copied and checked, 0 already in the bucket with the same SHA-256, 0 failed.');
    const bucket = new S3FileStore({ ...s3.config, prefix: 'moved/' });
    for (const [key, bytes] of Object.entries(files)) {
      const kept = await readStored(bucket, key);
      expect(createHash('sha256').update(kept!).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    expect((await bucket.list('clips/')).length).toBe(2);

    const second = await migrate();
    expect(second.stdout).toContain('0 copied and checked, 5 already in the bucket with the same SHA-256, 0 failed.');

    // An object the bucket holds differently (an interrupted earlier copy by another tool) is copied again.
    await putBuffer(bucket, 'thumbnails/DDDDDDDDDDDDDDDDDDDDDDDD.png', Buffer.from('a picturE'));
    const third = await migrate();
    expect(third.stdout).toContain('1 copied and checked, 4 already in the bucket with the same SHA-256, 0 failed.');
    expect((await readStored(bucket, 'thumbnails/DDDDDDDDDDDDDDDDDDDDDDDD.png'))!.toString()).toBe('a picture');
  }, 120_000);

  it('refuses to run without a bucket, or with one that does not answer', async () => {
    const none = await run(process.execPath, ['--import', 'tsx', 'server/commands/storageMigrate.ts'], { env: { ...process.env, DATA_DIR: dataDir, S3_BUCKET: '' } }).catch((error: { stderr: string; code: number }) => error);
    expect(none).toMatchObject({ code: 1 });
    expect((none as { stderr: string }).stderr).toContain('Cannot migrate: set S3_BUCKET');
    const wrong = await run(process.execPath, ['--import', 'tsx', 'server/commands/storageMigrate.ts'], { env: { ...process.env, DATA_DIR: dataDir, ...s3.env, S3_BUCKET: 'no-such-bucket' } }).catch((error: { stderr: string; code: number }) => error);
    expect(wrong).toMatchObject({ code: 1 });
    expect((wrong as { stderr: string }).stderr).toContain('Cannot migrate: the bucket "no-such-bucket" does not answer');
  }, 60_000);
});
