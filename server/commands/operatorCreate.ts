// Creates a console account: `npm run operator:create -- --email <email> --role operator|reviewer [--name <name>]
// [--conflict <contestant email>]…`. The password comes from OPERATOR_PASSWORD, or one is generated and printed once.
// Operators are never contestants: an email that has a site account is refused. Each --conflict declares a contestant
// whose entries the account never reviews (a relative, a pupil); `npm run operator:conflict -- --email <console email>
// --conflict <email>` declares more later. On the embedded database stop the server first (one process per data
// directory); with DATABASE_URL it runs beside the server.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import { ConfigError } from '../config.ts';
import { DataDirLockedError, lockDataDir } from '../db/dataDirLock.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { type Database, type Db, type Tx, openDatabase } from '../db/index.ts';
import * as t from '../db/schema.ts';

export type CreateOperator = { email: string; role: t.OperatorRole; name: string; password?: string; conflicts?: string[] };
export type DeclareConflicts = { email: string; conflicts: string[] };

const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** `--name value` or `--name=value` pairs; `repeatable` options may come more than once. */
function readOptions(argv: readonly string[], known: readonly string[], repeatable: readonly string[]): Map<string, string[]> {
  const options = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new ConfigError(`unexpected "${arg}"`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const value = inline ?? argv[++i];
    if (value === undefined) throw new ConfigError(`--${name} needs a value`);
    if (!known.includes(name)) throw new ConfigError(`unknown option --${name}`);
    if (options.has(name) && !repeatable.includes(name)) throw new ConfigError(`--${name} is given twice`);
    options.set(name, [...(options.get(name) ?? []), value]);
  }
  return options;
}

function conflictsOf(options: Map<string, string[]>): string[] {
  const conflicts = (options.get('conflict') ?? []).map((c) => c.trim());
  for (const c of conflicts) if (!isEmail(c)) throw new ConfigError(`--conflict must be a contestant's email address, not "${c}"`);
  return conflicts;
}

/** Reads the command line; a mistake is a ConfigError naming it. */
export function parseCreateOperator(argv: readonly string[], env: NodeJS.ProcessEnv = {}): CreateOperator {
  const options = readOptions(argv, ['email', 'role', 'name', 'conflict'], ['conflict']);
  const email = options.get('email')?.[0]?.trim() ?? '';
  if (!isEmail(email)) throw new ConfigError('--email must be an email address');
  const role = options.get('role')?.[0];
  if (!role || !(t.operatorRoles as readonly string[]).includes(role)) throw new ConfigError(`--role must be one of ${t.operatorRoles.join(', ')}`);
  const password = env.OPERATOR_PASSWORD;
  if (password !== undefined && password.length < 12) throw new ConfigError('OPERATOR_PASSWORD must be at least 12 characters');
  const conflicts = conflictsOf(options);
  return {
    email,
    role: role as t.OperatorRole,
    name: options.get('name')?.[0]?.trim() || email.split('@')[0]!,
    ...(password !== undefined ? { password } : {}),
    ...(conflicts.length ? { conflicts } : {}),
  };
}

/** `operator:conflict`: the console account's email and one or more --conflict. */
export function parseDeclareConflicts(argv: readonly string[]): DeclareConflicts {
  const options = readOptions(argv, ['email', 'conflict'], ['conflict']);
  const email = options.get('email')?.[0]?.trim() ?? '';
  if (!isEmail(email)) throw new ConfigError('--email must be the console account\'s email address');
  const conflicts = conflictsOf(options);
  if (!conflicts.length) throw new ConfigError('--conflict <contestant email> is needed at least once');
  return { email, conflicts };
}

/** Stores each conflict not declared yet (case does not matter), with when; returns the lines to print. */
async function storeConflicts(db: Db | Tx, operatorId: number, conflicts: readonly string[], now: Date): Promise<string[]> {
  const lines: string[] = [];
  for (const email of conflicts) {
    const added = await db.insert(t.operatorConflicts).values({ operatorId, email, declaredAt: now }).onConflictDoNothing().returning({ id: t.operatorConflicts.id });
    lines.push(added.length ? `Declared a conflict of interest with ${email}: never assigned their entries.` : `A conflict with ${email} was declared already.`);
  }
  return lines;
}

/** Declares conflicts of interest for an existing console account; returns the lines to print. */
export async function declareConflicts(db: Database['db'], command: DeclareConflicts, now: Date = new Date()): Promise<string[]> {
  const [operator] = await db.select({ id: t.operators.id }).from(t.operators).where(sql`lower(${t.operators.email}) = lower(${command.email})`);
  if (!operator) throw new ConfigError(`no operator or reviewer has the email ${command.email}`);
  return storeConflicts(db, operator.id, command.conflicts, now);
}

/** Creates the account; returns the lines to print (with the generated password, when one was generated). */
export async function createOperator(db: Database['db'], command: CreateOperator, now: Date = new Date()): Promise<string[]> {
  const [siteUser] = await db.select({ id: t.users.id }).from(t.users).where(sql`lower(${t.users.email}) = lower(${command.email})`);
  if (siteUser) throw new ConfigError(`${command.email} is a site account; operators and reviewers are never contestants or visitors: use another email`);
  const password = command.password ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  let declared: string[];
  try {
    declared = await db.transaction(async (tx) => {
      const [created] = await tx.insert(t.operators).values({ email: command.email, name: command.name, role: command.role, passwordHash, createdAt: now }).returning({ id: t.operators.id });
      return storeConflicts(tx, created!.id, command.conflicts ?? [], now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConfigError(`an operator or reviewer with ${command.email} exists already`);
    throw error;
  }
  return [`Created ${command.role} ${command.email} (${command.name}).`, ...declared, ...(command.password === undefined ? [`Password (shown once): ${password}`] : [])];
}

async function main(): Promise<void> {
  // The same file serves `operator:conflict` (package.json passes --declare-conflicts first).
  const args = process.argv.slice(2);
  const declaring = args[0] === '--declare-conflicts' ? parseDeclareConflicts(args.slice(1)) : undefined;
  const creating = declaring ? undefined : parseCreateOperator(args, process.env);
  const url = process.env.DATABASE_URL;
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const release = url ? undefined : await lockDataDir(dataDir);
  const database = url ? await openDatabase({ engine: 'postgres', url }) : await openDatabase({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    const lines = declaring ? await declareConflicts(database.db, declaring) : await createOperator(database.db, creating!);
    for (const line of lines) console.log(line);
  } finally {
    await database.close();
    release?.();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(`operator:create: ${error.message}`);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  });
}
