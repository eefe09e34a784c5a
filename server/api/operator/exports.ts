// The console's site archives (issue 30 point 7; server/archive): the list of those kept in the store's exports
// folder, a new one of the whole site or of one competition, a download streamed from the store, and the deletion of
// a draft competition nobody entered, which writes an automatic export of it first. Each is audited.
import { and, count, eq } from 'drizzle-orm';
import { EXPORTS_FOLDER, EXPORT_EXTENSION, exportBeforeDestructive, exportToStore } from '../../archive/index.ts';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { t as msg } from '../../messages.ts';
import { operatorOf } from '../../operators/access.ts';
import { decide } from '../../operators/decide.ts';
import type { FileStore } from '../../storage/index.ts';
import { toMeccaString } from '../../../src/domain/meccaTime.ts';
import type { Context, Handler, Schemas } from '../context.ts';
import { decideDeps } from './common.ts';

const NAME = /^(\d{8}T\d{6}Z)-(site|competition-(\d+))(?:-before-([a-z-]+?))?-[0-9a-f]{8}\.tgz$/;

const storeOf = (ctx: Context): FileStore => ctx.store;

/** An archive of the exports folder as the console lists it, read from its name (which the server made) and the store. */
function exportJson(name: string, size: number): Schemas['OperatorExport'] | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const [, stamp, , competition, before] = match;
  const at = new Date(`${stamp!.slice(0, 4)}-${stamp!.slice(4, 6)}-${stamp!.slice(6, 8)}T${stamp!.slice(9, 11)}:${stamp!.slice(11, 13)}:${stamp!.slice(13, 15)}Z`);
  return { name, size, created_at: toMeccaString(at), competition_id: competition ? Number(competition) : null, before: before ?? null };
}

const keyOf = (name: string) => `${EXPORTS_FOLDER}/${name}`;

/** The certificate signing key, carried by a whole-site archive so its certificates verify alike once restored. */
const signingKeyPem = (ctx: Context) => Buffer.from(ctx.certificateKey.privateKey.export({ format: 'pem', type: 'pkcs8' }));

export const getOperatorExports: Handler<'getOperatorExports'> = async (ctx, { lang }) => {
  const store = storeOf(ctx);
  const list: Schemas['OperatorExport'][] = [];
  for await (const key of store.keys()) {
    if (!key.startsWith(`${EXPORTS_FOLDER}/`) || !key.endsWith(`.${EXPORT_EXTENSION}`)) continue;
    const info = await store.stat(key);
    const json = info && exportJson(key.slice(EXPORTS_FOLDER.length + 1), info.size);
    if (json) list.push(json);
  }
  list.sort((a, b) => (a.name < b.name ? 1 : -1));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [list] } };
};

export const createOperatorExport: Handler<'createOperatorExport'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const competitionId = request.body.competition_id;
  if (competitionId !== undefined) {
    const [row] = await ctx.db.select({ id: t.competitions.id }).from(t.competitions).where(eq(t.competitions.id, competitionId));
    if (!row) throw new ApiError(404, 'notFound');
  }
  const made = await exportToStore(ctx.db, storeOf(ctx), { now: ctx.now(), ...(competitionId !== undefined ? { competitionId } : { signingKeyPem: signingKeyPem(ctx) }) });
  const json = exportJson(made.key.slice(EXPORTS_FOLDER.length + 1), made.size)!;
  await decide(decideDeps(ctx), me.id, async ({ audit }) => {
    await audit({ action: 'export.create', subjectType: 'export', subjectId: json.name, before: null, after: { ...json, sha256: made.sha256 } });
  });
  return { code: 201, body: { status: 201, message: msg(lang, 'exportReady'), data: [json] } };
};

export const getOperatorExportFile: Handler<'getOperatorExportFile'> = async (ctx, { request, reply }) => {
  const me = operatorOf(request);
  const name = request.params.exportName;
  const store = storeOf(ctx);
  const file = NAME.test(name) ? await store.get(keyOf(name)) : undefined;
  if (!file) throw new ApiError(404, 'notFound');
  // Who took the data out, and when: written before the first byte leaves.
  await decide(decideDeps(ctx), me.id, async ({ audit }) => {
    await audit({ action: 'export.download', subjectType: 'export', subjectId: name, before: null, after: { name, size: file.size } });
  });
  reply
    .code(200)
    .type('application/gzip')
    .header('content-length', file.size)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  await reply.send(file.body);
  return undefined;
};

/** Whether anyone entered the competition in any track (a quiz attempt, a recording, a set, a request or a held seat). */
async function hasEntrants(db: Context['db'], competitionId: number): Promise<boolean> {
  const counts = await Promise.all([
    db.select({ n: count() }).from(t.firstPathEntries).where(eq(t.firstPathEntries.competitionId, competitionId)),
    db.select({ n: count() }).from(t.recordings).where(eq(t.recordings.competitionId, competitionId)),
    db.select({ n: count() }).from(t.secondPathEntries).where(eq(t.secondPathEntries.competitionId, competitionId)),
    db.select({ n: count() }).from(t.submissions).where(eq(t.submissions.competitionId, competitionId)),
  ]);
  return counts.some(([row]) => (row?.n ?? 0) > 0);
}

export const deleteOperatorCompetition: Handler<'deleteOperatorCompetition'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const id = request.params.competitionId;
  const [c] = await ctx.db.select().from(t.competitions).where(eq(t.competitions.id, id));
  if (!c) throw new ApiError(404, 'notFound');
  const refuse = async (competition: typeof c, db: Context['db']) => {
    if (competition.state !== 'draft') throw new ApiError(409, 'competitionNotDraft', { errors: { competition: 'competitionNotDraft' } });
    if (await hasEntrants(db, competition.id)) throw new ApiError(409, 'competitionHasEntrants', { errors: { competition: 'competitionHasEntrants' } });
  };
  await refuse(c, ctx.db);
  // The automatic export comes first: if it cannot be written, nothing is deleted.
  const made = await exportBeforeDestructive(ctx.db, storeOf(ctx), { action: 'delete-competition', competitionId: id, now: ctx.now() });
  const json = exportJson(made.key.slice(EXPORTS_FOLDER.length + 1), made.size)!;
  await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    // Checked again under the row's lock: a step or an entry may have come while the export was written.
    const [locked] = await tx.select().from(t.competitions).where(eq(t.competitions.id, id)).for('update');
    if (!locked) throw new ApiError(404, 'notFound');
    await refuse(locked, tx as unknown as Context['db']);
    await tx.delete(t.competitions).where(and(eq(t.competitions.id, id), eq(t.competitions.state, 'draft')));
    await audit({
      action: 'competition.delete',
      subjectType: 'competition',
      subjectId: id,
      before: { title: locked.title, state: locked.state, start_date: toMeccaString(locked.startAt), end_date: toMeccaString(locked.endAt) },
      after: { export: json.name },
    });
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'competitionDeleted'), data: [{ id, export: json }] } };
};
