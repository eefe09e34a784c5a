// Kept files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, Ceph...), through the official AWS
// SDK: every process of a deployment, on any machine, reads and writes the same files. Writes are streamed as a
// multipart upload (never a whole recording in memory), hashed on the way; the object appears only when the upload
// completes, so a reader sees all of it or nothing, and a failed write aborts its parts.
import { createHash } from 'node:crypto';
import { PassThrough, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type ByteRange, type FileStore, type StoredEntry, type StoredObject, checkKey, isStorageKey } from './index.ts';

/** Where the bucket is and how to reach it (server/config.ts reads them from S3_* variables). */
export type S3StoreConfig = {
  bucket: string;
  /** S3_ENDPOINT: another provider's address (MinIO, R2, ...); AWS's own when absent. */
  endpoint?: string;
  region: string;
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
  /** Both or neither: without them the SDK's own chain (instance roles, AWS_* variables, ~/.aws) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** S3_PREFIX: keys are kept under this (e.g. `quran-competition/`), so one bucket can hold other things too. */
  prefix?: string;
};

/** Multipart pieces: S3's smallest, so at most two of them per upload are held in memory at once. */
const PART_SIZE = 5 * 1024 * 1024;

const isMissing = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

export function s3Client(config: S3StoreConfig): S3Client {
  const options: S3ClientConfig = {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Only what S3 requires: the newer default checksums (CRC32 trailers) are not understood by every compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
  };
  return new S3Client(options);
}

export class S3FileStore implements FileStore {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly prefix: string;

  constructor(config: S3StoreConfig, client?: S3Client) {
    this.client = client ?? s3Client(config);
    this.bucket = config.bucket;
    this.prefix = config.prefix ?? '';
  }

  private objectKey(key: string): string {
    return this.prefix + checkKey(key);
  }

  async put(key: string, body: Readable, options?: { contentType?: string }): Promise<StoredObject> {
    const objectKey = this.objectKey(key);
    const hash = createHash('sha256');
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: objectKey, Body: counted, ...(options?.contentType ? { ContentType: options.contentType } : {}) },
      partSize: PART_SIZE,
      queueSize: 1,
      leavePartsOnError: false, // a failed multipart upload is aborted: no half-written object, no parts left to pay for
    });
    // The source is read only as fast as the upload takes it; a failure on either side fails both.
    const reading = pipeline(body, counted);
    try {
      await Promise.all([upload.done(), reading]);
    } catch (error) {
      counted.destroy();
      await upload.abort().catch(() => {});
      throw error;
    }
    return { key, size, sha256: hash.digest('hex') };
  }

  async get(key: string, range?: ByteRange): Promise<{ body: Readable; size: number } | undefined> {
    let answer;
    try {
      answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    // The whole object's size: after the slash of `bytes a-b/size` for a range, the length otherwise.
    const total = range && answer.ContentRange ? Number(answer.ContentRange.slice(answer.ContentRange.lastIndexOf('/') + 1)) : Number(answer.ContentLength ?? 0);
    const source = answer.Body as Readable;
    // A PassThrough so that callers get a plain Node stream whatever the SDK's HTTP handler hands back.
    const body = source.pipe(new PassThrough());
    source.on('error', (error) => body.destroy(error));
    return { body, size: total };
  }

  async stat(key: string): Promise<{ size: number; modifiedAt: Date } | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { size: Number(head.ContentLength ?? 0), modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async list(prefix: string): Promise<StoredEntry[]> {
    const entries: StoredEntry[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix + prefix, ...(token ? { ContinuationToken: token } : {}) }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        entries.push({ key: object.Key.slice(this.prefix.length), size: Number(object.Size ?? 0), modifiedAt: object.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return entries;
  }

  /** Every key under this store's prefix that is a storage key, in key order (S3 lists keys in UTF-8 binary order). */
  async *keys(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, ...(token ? { ContinuationToken: token } : {}) }));
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length);
        if (key && isStorageKey(key)) yield key;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  /** Whether the bucket answers (for a start's check and readiness probes). */
  async reachable(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return true;
    } catch {
      return false;
    }
  }
}
