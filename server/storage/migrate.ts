// Moving kept files from local disk into a bucket (`npm run storage:migrate`): every file of the kept folders is copied
// unless the bucket already holds the same bytes, and every copy is read back and its SHA-256 compared with the local
// file's. Run again, it copies nothing that is already there whole: it can be repeated until it reports no difference.
// The local files are left in place (remove DATA_DIR/uploads once the servers run on the bucket).
import type { MediaFolder } from '../api/uploads.ts';
import { type FileStore, sha256Of } from './index.ts';

export const KEPT_FOLDERS: MediaFolder[] = ['clips', 'attempts', 'thumbnails', 'certificates'];

export type MigrationReport = {
  /** Copied now (new, or different in the bucket), and checked. */
  copied: string[];
  /** Already in the bucket with the same bytes. */
  present: string[];
  /** Read back different from the local file even after copying: the run failed for these. */
  failed: { key: string; reason: string }[];
};

async function hashOf(store: FileStore, key: string): Promise<string | undefined> {
  const file = await store.get(key);
  return file ? sha256Of(file.body) : undefined;
}

export async function migrateFiles(from: FileStore, to: FileStore, options: { log?: (line: string) => void } = {}): Promise<MigrationReport> {
  const report: MigrationReport = { copied: [], present: [], failed: [] };
  for (const folder of KEPT_FOLDERS) {
    for (const entry of await from.list(`${folder}/`)) {
      const { key } = entry;
      try {
        const local = await hashOf(from, key);
        if (local === undefined) continue; // removed meanwhile
        const there = await to.stat(key);
        if (there?.size === entry.size && (await hashOf(to, key)) === local) {
          report.present.push(key);
          continue;
        }
        const source = await from.get(key);
        if (!source) continue;
        const put = await to.put(key, source.body);
        const readBack = await hashOf(to, key);
        if (put.sha256 !== local || readBack !== local) {
          report.failed.push({ key, reason: `SHA-256 ${local} locally, ${readBack ?? 'nothing'} in the bucket` });
          continue;
        }
        report.copied.push(key);
        options.log?.(`copied ${key} (${entry.size} bytes, sha256 ${local})`);
      } catch (error) {
        report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return report;
}
