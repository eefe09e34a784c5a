// `npm run import -- <file>`: restores an archive of `npm run export` (or of the console) into the EMPTY instance that
// DATA_DIR (PGlite; the server stopped) or DATABASE_URL (PostgreSQL) names, creating its tables if it has none. Refuses,
// changing nothing, an archive that does not match its checksums, one made at another migration level, or a target
// that holds anything (server/archive/import.ts).
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { ArchiveError, describeArchive, restoreArchive, verifyArchive } from '../archive/index.ts';
import { ConfigError, readS3 } from '../config.ts';
import { DataDirLockedError, lockDataDir } from '../db/dataDirLock.ts';
import { openDatabase } from '../db/index.ts';
import { configuredStore } from '../storage/configured.ts';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('--')) throw new ConfigError('usage: npm run import -- <archive file>');
  const file = path.resolve(args[0]!);
  if (!existsSync(file)) throw new ConfigError(`no such file: ${file}`);
  // Checked before the target is opened, so a damaged archive creates nothing.
  await verifyArchive(file);
  const url = process.env.DATABASE_URL;
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const pgliteDir = path.join(dataDir, 'pglite');
  const created = !url && !existsSync(path.join(pgliteDir, 'PG_VERSION'));
  const release = url ? undefined : await lockDataDir(dataDir);
  // The instance's files: the bucket S3_* name (as its server reads them), else DATA_DIR/uploads.
  const { store } = await configuredStore({ dataDir, s3: readS3(process.env) });
  const database = url ? await openDatabase({ engine: 'postgres', url }) : await openDatabase({ engine: 'pglite', dataDir: pgliteDir });
  let failed = false;
  try {
    const manifest = await restoreArchive(database.db, store, file, { keysDir: path.join(dataDir, 'keys') });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(`Imported ${describeArchive(manifest)} from ${file}: ${rows} rows, ${manifest.files.length} files, into ${url ? 'PostgreSQL' : `PGlite in ${dataDir}`}.`);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    await database.close();
    // A database this command created for the import goes again when the import fails: nothing half-made is left.
    if (failed && created) await rm(pgliteDir, { recursive: true, force: true });
    release?.();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof ArchiveError) {
    console.error(`import: ${error.message}`);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
