// The operator's draw command: `npm run draw -- <step> --track <first|…|fifth> [options]` (see server/README.md).
//   announce --secret-hash <sha256 hex> | --secret <text> | --drand-round <n>   before the end: name the randomness
//   commit   [--drand-round <n>]                                               after the end: freeze and publish the list
//   run      [--secret <text>]                                                 commit if needed, draw, publish, certify
//   status                                                                     print the public record
// Options: --competition <id> (default: the current competition). On the embedded database stop the server first
// (one process per data directory); with DATABASE_URL it runs beside the server.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { secretCommitment } from '../../src/domain/draw/fairDraw.ts';
import { ConfigError } from '../config.ts';
import { DataDirLockedError, lockDataDir } from '../db/dataDirLock.ts';
import { type Database, openDatabase } from '../db/index.ts';
import * as t from '../db/schema.ts';
import { type Draw, DrawError, announceDraw, commitDraw, drawOf, issueCertificates, runDraw } from '../draw/index.ts';
import { DRAND_MAINNET } from '../draw/randomness.ts';
import { withNotices } from '../operators/decide.ts';
import { publishWinners } from '../operators/publishWinners.ts';
import { fcmPushSender, logPushSender, type PushSender, serviceAccountFromEnv } from '../operators/push.ts';

const steps = ['announce', 'commit', 'run', 'status'] as const;
type Step = (typeof steps)[number];

export type DrawCommand = {
  step: Step;
  track: t.TrackSlug;
  competitionId?: number;
  secret?: string;
  secretHash?: string;
  drandRound?: number;
  drandChain?: string;
  drandUrl?: string;
};

/** Reads the command line; a mistake is a ConfigError naming it. */
export function parseDrawCommand(argv: readonly string[]): DrawCommand {
  const [step, ...rest] = argv;
  if (!step || !(steps as readonly string[]).includes(step)) throw new ConfigError(`name a step: ${steps.join(', ')}`);
  const options = new Map<string, string>();
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (!arg.startsWith('--')) throw new ConfigError(`unexpected "${arg}"`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const value = inline ?? rest[++i];
    if (value === undefined) throw new ConfigError(`--${name} needs a value`);
    options.set(name, value);
  }
  const known = new Set(['track', 'competition', 'secret', 'secret-hash', 'drand-round', 'drand-chain', 'drand-url']);
  for (const name of options.keys()) if (!known.has(name)) throw new ConfigError(`unknown option --${name}`);
  const track = options.get('track');
  if (!track || !(t.trackSlugs as readonly string[]).includes(track)) throw new ConfigError(`--track must be one of ${t.trackSlugs.join(', ')}`);
  const whole = (name: string) => {
    const value = options.get(name);
    if (value === undefined) return undefined;
    if (!/^[1-9][0-9]{0,9}$/.test(value)) throw new ConfigError(`--${name} must be a whole number`);
    return Number(value);
  };
  const command: DrawCommand = { step: step as Step, track: track as t.TrackSlug };
  const competitionId = whole('competition');
  if (competitionId !== undefined) command.competitionId = competitionId;
  const drandRound = whole('drand-round');
  if (drandRound !== undefined) command.drandRound = drandRound;
  for (const [name, key] of [['secret', 'secret'], ['secret-hash', 'secretHash'], ['drand-chain', 'drandChain'], ['drand-url', 'drandUrl']] as const) {
    const value = options.get(name);
    if (value !== undefined) command[key] = value;
  }
  return command;
}

function drandSource(command: DrawCommand): Extract<t.DrawSource, { kind: 'drand' }> | undefined {
  if (command.drandRound === undefined) return undefined;
  return { kind: 'drand', round: command.drandRound, chainHash: command.drandChain ?? DRAND_MAINNET.chainHash, url: command.drandUrl ?? DRAND_MAINNET.url };
}

/**
 * Runs one step against a database; returns the lines to print. Winners published here are told exactly as when an
 * operator publishes them from the console (the same `publishWinners`); their push messages go through `push`.
 */
export async function runDrawCommand(
  db: Database['db'],
  command: DrawCommand,
  now: Date = new Date(),
  push: PushSender = logPushSender((line) => console.log(line)),
): Promise<string[]> {
  let competitionId = command.competitionId;
  if (competitionId === undefined) {
    const [current] = await db.select({ id: t.competitions.id }).from(t.competitions).where(eq(t.competitions.kind, 'current'));
    if (!current) throw new DrawError('noCompetition', 'there is no current competition');
    competitionId = current.id;
  }
  const args = { competitionId, track: command.track, now };
  const lines: string[] = [];
  const describe = (draw: Draw | undefined) => {
    if (!draw) return ['no draw announced yet'];
    return [
      `competition ${draw.competitionId}, ${draw.track} track (${draw.label})`,
      `source: ${draw.source.kind === 'operatorSecret' ? `operator secret, SHA-256 ${draw.source.commitment}` : `drand round ${draw.source.round} of ${draw.source.chainHash} at ${draw.source.url}`}`,
      `announced ${draw.announcedAt.toISOString()}`,
      ...(draw.committedAt ? [`committed ${draw.committedAt.toISOString()}: ${draw.entries!.length} entries, list SHA-256 ${draw.listHash}, ${draw.winnerCount} winners`] : []),
      ...(draw.drawOrder ? [`drawn ${draw.drawnAt!.toISOString()}: seed ${draw.seed}`, `winners: ${draw.drawOrder.slice(0, draw.winnerCount!).join(' ') || '(none)'}`, `reserves in order: ${draw.drawOrder.slice(draw.winnerCount!).join(' ') || '(none)'}`] : []),
      ...(draw.publishedAt ? [`published ${draw.publishedAt.toISOString()}`] : []),
    ];
  };
  switch (command.step) {
    case 'announce': {
      const drand = drandSource(command);
      let source: t.DrawSource;
      if (drand) source = drand;
      else if (command.secretHash) source = { kind: 'operatorSecret', commitment: command.secretHash.toLowerCase() };
      else if (command.secret) {
        source = { kind: 'operatorSecret', commitment: secretCommitment(command.secret) };
        lines.push('Keep the secret safe and private: it is revealed only at the draw. Only its SHA-256 is stored.');
      } else throw new ConfigError('announce needs --secret-hash, --secret or --drand-round');
      await announceDraw(db, { ...args, source });
      break;
    }
    case 'commit': {
      const drand = drandSource(command);
      await commitDraw(db, { ...args, ...(drand ? { source: drand } : {}) });
      break;
    }
    case 'run': {
      const draw = await drawOf(db, competitionId, command.track);
      const drand = drandSource(command);
      if (!draw?.committedAt) await commitDraw(db, { ...args, ...(drand ? { source: drand } : {}) });
      await runDraw(db, { ...args, ...(command.secret !== undefined ? { secret: command.secret } : {}) });
      // The push messages leave after the commit; the command waits for them before it ends.
      const sending: Promise<void>[] = [];
      const background = (what: string, task: () => Promise<void>) => {
        sending.push(task().catch((error: unknown) => console.error(`draw: could not ${what}: ${error instanceof Error ? error.message : String(error)}`)));
      };
      const { winners } = await withNotices({ db, now: () => now, push, background }, (notifying) => publishWinners(notifying, args));
      await Promise.all(sending);
      lines.push(`${winners} winners published and notified`);
      const { issued } = await issueCertificates(db, args);
      lines.push(`${issued} certificates issued`);
      break;
    }
    case 'status':
      break;
  }
  return [...describe(await drawOf(db, competitionId, command.track)), ...lines];
}

async function main(): Promise<void> {
  const command = parseDrawCommand(process.argv.slice(2));
  let release: (() => void) | undefined;
  let database: Database;
  if (process.env.DATABASE_URL) {
    database = await openDatabase({ engine: 'postgres', url: process.env.DATABASE_URL });
  } else {
    const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
    release = await lockDataDir(dataDir);
    database = await openDatabase({ engine: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  }
  try {
    const firebase = serviceAccountFromEnv(process.env.FIREBASE_SERVICE_ACCOUNT);
    const push = firebase ? fcmPushSender(firebase, { log: (line) => console.warn(line) }) : undefined;
    for (const line of await runDrawCommand(database.db, command, new Date(), push)) console.log(line);
  } finally {
    await database.close();
    release?.();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof DrawError || error instanceof DataDirLockedError) {
      console.error(`draw: ${error.message}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}
