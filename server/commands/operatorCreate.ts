// Creates a console account: `npm run operator:create -- --email <email> --role operator|reviewer [--name <name>]`.
// The password comes from OPERATOR_PASSWORD, or one is generated and printed once. Operators are never contestants:
// an email that has a site account is refused. On the embedded database stop the server first (one process per data
// directory); with DATABASE_URL it runs beside the server.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import { ConfigError } from '../config.ts';
import { DataDirLockedError, lockDataDir } from '../db/dataDirLock.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { type Database, openDatabase } from '../db/index.ts';
import * as t from '../db/schema.ts';

export type CreateOperator = { email: string; role: t.OperatorRole; name: string; password?: string };

/** Reads the command line; a mistake is a ConfigError naming it. */
export function parseCreateOperator(argv: readonly string[], env: NodeJS.ProcessEnv = {}): CreateOperator {
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new ConfigError(`unexpected "${arg}"`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const value = inline ?? argv[++i];
    if (value === undefined) throw new ConfigError(`--${name} needs a value`);
    if (!['email', 'role', 'name'].includes(name)) throw new ConfigError(`unknown option --${name}`);
    options.set(name, value);
  }
  const email = options.get('email')?.trim() ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new ConfigError('--email must be an email address');
  const role = options.get('role');
  if (!role || !(t.operatorRoles as readonly string[]).includes(role)) throw new ConfigError(`--role must be one of ${t.operatorRoles.join(', ')}`);
  const password = env.OPERATOR_PASSWORD;
  if (password !== undefined && password.length < 12) throw new ConfigError('OPERATOR_PASSWORD must be at least 12 characters');
  return { email, role: role as t.OperatorRole, name: options.get('name')?.trim() || email.split('@')[0]!, ...(password !== undefined ? { password } : {}) };
}

/** Creates the account; returns the lines to print (with the generated password, when one was generated). */
export async function createOperator(db: Database['db'], command: CreateOperator, now: Date = new Date()): Promise<string[]> {
  const [siteUser] = await db.select({ id: t.users.id }).from(t.users).where(sql`lower(${t.users.email}) = lower(${command.email})`);
  if (siteUser) throw new ConfigError(`${command.email} is a site account; operators and reviewers are never contestants or visitors: use another email`);
  const password = command.password ?? randomBytes(12).toString('base64url');
  try {
    await db.insert(t.operators).values({ email: command.email, name: command.name, role: command.role, passwordHash: await hashPassword(password), createdAt: now });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConfigError(`an operator or reviewer with ${command.email} exists already`);
    throw error;
  }
  return [`Created ${command.role} ${command.email} (${command.name}).`, ...(command.password === undefined ? [`Password (shown once): ${password}`] : [])];
}

async function main(): Promise<void> {
  const command = parseCreateOperator(process.argv.slice(2), process.env);
  const url = process.env.DATABASE_URL;
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const release = url ? undefined : await lockDataDir(dataDir);
  const database = url ? await openDatabase({ engine: 'postgres', url }) : await openDatabase({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    for (const line of await createOperator(database.db, command)) console.log(line);
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
