// `npm run export -- --out <file> [--competition <id>]`: the whole site's data and files (or one competition's, with the
// people it names) into one archive (server/archive). Reads the instance DATA_DIR (PGlite: stop the server first, it
// holds the directory) or DATABASE_URL (PostgreSQL: beside a running server) names. Prints the manifest's summary.
import { createWriteStream } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { ArchiveError, writeArchive } from '../archive/index.ts';
import { ConfigError, readS3 } from '../config.ts';
import { DataDirLockedError, lockDataDir } from '../db/dataDirLock.ts';
import { openDatabase } from '../db/index.ts';
import { configuredStore } from '../storage/configured.ts';

export function parseExport(argv: readonly string[]): { out: string; competitionId?: number } {
  let out: string | undefined;
  let competitionId: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = inline ?? argv[++i];
    if (name === '--out' && value) out = value;
    else if (name === '--competition' && value && /^[1-9]\d{0,9}$/.test(value)) competitionId = Number(value);
    else throw new ConfigError(`usage: npm run export -- --out <file> [--competition <id>] (not "${argv.join(' ')}")`);
  }
  if (!out) throw new ConfigError('usage: npm run export -- --out <file> [--competition <id>]');
  return { out: path.resolve(out), ...(competitionId !== undefined ? { competitionId } : {}) };
}

async function main(): Promise<void> {
  const { out, competitionId } = parseExport(process.argv.slice(2));
  const url = process.env.DATABASE_URL;
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const release = url ? undefined : await lockDataDir(dataDir);
  // The instance's files: the bucket S3_* name (as its server reads them), else DATA_DIR/uploads.
  const { store } = await configuredStore({ dataDir, s3: readS3(process.env) });
  const database = url ? await openDatabase({ engine: 'postgres', url }) : await openDatabase({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const signingKeyPem = await readFile(path.join(dataDir, 'keys', 'certificate-signing-key.pem')).catch(() => undefined);
  // Written beside the target and renamed into place: a failed export leaves no half archive under the name asked for.
  const partial = `${out}.partial`;
  try {
    const manifest = await writeArchive(database.db, store, createWriteStream(partial, { flags: 'wx' }), {
      ...(competitionId !== undefined ? { competitionId } : {}),
      ...(signingKeyPem ? { signingKeyPem } : {}),
    });
    await rename(partial, out);
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(`Exported ${manifest.competition ? `competition ${manifest.competition.id}` : 'the whole site'} to ${out}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files (migration level ${manifest.migration.count}).`);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await database.close();
    release?.();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof ArchiveError) {
      console.error(`export: ${error.message}`);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  });
}
