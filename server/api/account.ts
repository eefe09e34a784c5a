// The signed-in user's own things: participations, notifications, push tokens, picture, which certificates are public, files
// (their certificates, wins and prize requests: server/api/results/).
import { and, desc, eq, sql } from 'drizzle-orm';
import { preparedOn } from '../db/prepared.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { toMeccaString } from '../../src/domain/meccaTime.ts';
import { t as msg } from '../messages.ts';
import { requireContestant, requireUser, text, userJson } from './common.ts';
import type { Context, Handler, Schemas, User } from './context.ts';
import { certificatesWhere, holderCertificateJson } from './results/certificates.ts';
import { sendRecording } from './tracks/recording.ts';
import { InvalidKey, readStored } from '../storage/index.ts';
import { IMAGE_MAX_BYTES, type MediaFolder, UploadedFile, mimeOfExtension, removeFile, sniffImage, storeFile } from './uploads.ts';

/**
 * Every track a contestant entered, with its competition's title, in one round trip: quiz attempts, second-track sets,
 * the latest request per competition and track (third, fourth), and per competition the fifth track's attempts (the
 * newest attempt's status, joined when the first was sent). Prepared (server/db/prepared.ts).
 */
const participationsOf = (db: Context['db']) =>
  preparedOn(db, 'participations_of', (on) => {
    const userId = sql.placeholder('userId');
    const title = t.competitions.title;
    const joined = (column: typeof t.firstPathEntries.startedAt | typeof t.secondPathEntries.createdAt | typeof t.submissions.createdAt) =>
      sql<Date>`${column}`.mapWith(column);
    const first = on
      .select({
        competitionId: t.firstPathEntries.competitionId,
        title,
        track: sql<Schemas['TrackKey']>`'first'`,
        status: sql<string | null>`case when ${t.firstPathEntries.submittedAt} is null then 'started' else 'submitted' end`,
        joinedAt: joined(t.firstPathEntries.startedAt),
      })
      .from(t.firstPathEntries)
      .leftJoin(t.competitions, eq(t.competitions.id, t.firstPathEntries.competitionId))
      .where(eq(t.firstPathEntries.userId, userId));
    const second = on
      .select({
        competitionId: t.secondPathEntries.competitionId,
        title,
        track: sql<Schemas['TrackKey']>`'second'`,
        status: sql<string | null>`${t.secondPathEntries.status}`,
        joinedAt: joined(t.secondPathEntries.createdAt),
      })
      .from(t.secondPathEntries)
      .leftJoin(t.competitions, eq(t.competitions.id, t.secondPathEntries.competitionId))
      .where(eq(t.secondPathEntries.userId, userId));
    const requests = on
      .selectDistinctOn([t.submissions.competitionId, t.submissions.track], {
        competitionId: t.submissions.competitionId,
        title,
        track: sql<Schemas['TrackKey']>`${t.submissions.track}`,
        status: sql<string | null>`${t.submissions.status}`,
        joinedAt: joined(t.submissions.createdAt),
      })
      .from(t.submissions)
      .leftJoin(t.competitions, eq(t.competitions.id, t.submissions.competitionId))
      .where(eq(t.submissions.userId, userId))
      .orderBy(t.submissions.competitionId, t.submissions.track, desc(t.submissions.createdAt), desc(t.submissions.id));
    const firstAttemptAt = sql<Date>`(select r.created_at from ${t.recordings} r where r.user_id = ${userId} and r.track = 'fifth' and r.competition_id = ${t.recordings.competitionId} order by r.clip_index limit 1)`;
    const fifth = on
      .selectDistinctOn([t.recordings.competitionId], {
        competitionId: t.recordings.competitionId,
        title,
        track: sql<Schemas['TrackKey']>`'fifth'`,
        status: sql<string | null>`${t.recordings.status}`,
        joinedAt: firstAttemptAt.mapWith(t.recordings.createdAt),
      })
      .from(t.recordings)
      .leftJoin(t.competitions, eq(t.competitions.id, t.recordings.competitionId))
      .where(and(eq(t.recordings.userId, userId), eq(t.recordings.track, 'fifth')))
      .orderBy(t.recordings.competitionId, desc(t.recordings.clipIndex));
    return first.unionAll(second).unionAll(requests).unionAll(fifth).prepare('participations_of');
  });

export const getMyCompetitions: Handler<'getMyCompetitions'> = async (ctx, { user, lang }) => {
  const u = requireContestant(user);
  const rows = await participationsOf(ctx.db).execute({ userId: u.id });
  const items: Schemas['Participation'][] = rows.map((r) => ({
    competition_id: r.competitionId,
    competition_title: text(r.title ?? { ar: '', en: '' }, lang),
    track: r.track,
    status: (r.status as Schemas['Participation']['status']) ?? null,
    joined_at: toMeccaString(r.joinedAt),
  }));
  // Newest competition first, then the latest joined track first.
  items.sort((a, b) => b.competition_id - a.competition_id || b.joined_at.localeCompare(a.joined_at));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [items] } };
};

// ------------------------------------------------------------------ notifications and push tokens

// The account's own lists, read on every page a signed-in user opens: prepared (server/db/prepared.ts).
const notificationsOf = (db: Context['db']) =>
  preparedOn(db, 'notifications_of', (on) =>
    on
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.userId, sql.placeholder('userId')))
      .orderBy(desc(t.notifications.createdAt), desc(t.notifications.id))
      .prepare('notifications_of'),
  );
const tokensOfUser = (db: Context['db']) =>
  preparedOn(db, 'fcm_tokens_of', (on) =>
    on.select({ token: t.fcmTokens.token }).from(t.fcmTokens).where(eq(t.fcmTokens.userId, sql.placeholder('userId'))).orderBy(t.fcmTokens.id).prepare('fcm_tokens_of'),
  );

async function notificationsJson(ctx: Context, userId: number, lang: 'ar' | 'en'): Promise<Schemas['Notification'][]> {
  const rows = await notificationsOf(ctx.db).execute({ userId });
  return rows.map((n) => ({
    id: n.id,
    title: text(n.title, lang),
    body: text(n.body, lang),
    is_read: n.isRead ? 1 : 0,
    data: (n.data as Schemas['Notification']['data']) ?? null,
    created_at: toMeccaString(n.createdAt),
  }));
}

export const getNotifications: Handler<'getNotifications'> = async (ctx, { user, lang }) => {
  const u = requireUser(user);
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [await notificationsJson(ctx, u.id, lang)] } };
};

export const markNotificationRead: Handler<'markNotificationRead'> = async (ctx, { user, request, lang }) => {
  const u = requireUser(user);
  // Another user's notification is answered exactly like a missing one.
  const [updated] = await ctx.db
    .update(t.notifications)
    .set({ isRead: true })
    .where(and(eq(t.notifications.id, request.params.notificationId), eq(t.notifications.userId, u.id)))
    .returning({ id: t.notifications.id });
  if (!updated) throw new ApiError(404, 'notFound');
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [await notificationsJson(ctx, u.id, lang)] } };
};

export const markAllNotificationsRead: Handler<'markAllNotificationsRead'> = async (ctx, { user, lang }) => {
  const u = requireUser(user);
  await ctx.db.update(t.notifications).set({ isRead: true }).where(eq(t.notifications.userId, u.id));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [await notificationsJson(ctx, u.id, lang)] } };
};

async function tokensOf(ctx: Context, userId: number): Promise<string[]> {
  const rows = await tokensOfUser(ctx.db).execute({ userId });
  return rows.map((r) => r.token);
}

export const getFcmTokens: Handler<'getFcmTokens'> = async (ctx, { user, lang }) => {
  const u = requireUser(user);
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: await tokensOf(ctx, u.id) } };
};

export const syncFcmTokens: Handler<'syncFcmTokens'> = async (ctx, { user, request, lang }) => {
  const u = requireUser(user);
  const wanted = [...new Set(request.body.tokens)];
  await ctx.db.transaction(async (tx) => {
    if (wanted.length) {
      await tx.delete(t.fcmTokens).where(and(eq(t.fcmTokens.userId, u.id), sql`${t.fcmTokens.token} not in ${wanted}`));
      await tx.insert(t.fcmTokens).values(wanted.map((token) => ({ userId: u.id, token, createdAt: ctx.now() }))).onConflictDoNothing();
    } else {
      await tx.delete(t.fcmTokens).where(eq(t.fcmTokens.userId, u.id));
    }
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: await tokensOf(ctx, u.id) } };
};

// ------------------------------------------------------------------ picture

export const uploadProfileThumbnail: Handler<'uploadProfileThumbnail'> = async (ctx, { user, request, lang }) => {
  const u = requireUser(user);
  const file = (request.body as { thumbnail?: unknown } | undefined)?.thumbnail;
  const invalid = new ApiError(422, 'invalid', { errors: { thumbnail: 'thumbnailInvalid' } });
  if (!(file instanceof UploadedFile) || file.tooLarge || file.size > IMAGE_MAX_BYTES) throw invalid;
  const type = sniffImage(file.head);
  if (!type) throw invalid;
  const fileName = await storeFile(ctx.store, 'thumbnails', type.ext, file);
  let updated: User | undefined;
  try {
    [updated] = await ctx.db.update(t.users).set({ thumbnail: fileName }).where(eq(t.users.id, u.id)).returning();
  } catch (error) {
    await removeFile(ctx.store, 'thumbnails', fileName);
    throw error;
  }
  if (u.thumbnail) await removeFile(ctx.store, 'thumbnails', u.thumbnail);
  return { code: 200, body: { status: 200, message: msg(lang, 'profileUpdated'), data: { user: await userJson(ctx, updated!) } } };
};

// ------------------------------------------------------------------ certificates

/** The holder puts one of their certificates on the public list or takes it off; its verification answers either way. */
export const setCertificateVisibility: Handler<'setCertificateVisibility'> = async (ctx, { user, request, lang }) => {
  const u = requireUser(user);
  const [updated] = await ctx.db
    .update(t.certificates)
    .set({ isPublic: request.body.public })
    .where(and(eq(t.certificates.code, request.params.certificateId), eq(t.certificates.userId, u.id)))
    .returning({ code: t.certificates.code });
  if (!updated) throw new ApiError(404, 'notFound');
  const [row] = await certificatesWhere(ctx, eq(t.certificates.code, updated.code));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [holderCertificateJson(row!, lang)] } };
};

// ------------------------------------------------------------------ files

/** Audio is served only to its owner (bearer token or the jwt cookie); anyone else gets the same 404 as for a missing file. */
export const getMedia: Handler<'getMedia'> = async (ctx, args) => {
  const { request, reply } = args;
  const { folder, fileName } = request.params as { folder: MediaFolder; fileName: string };
  const notFound = new ApiError(404, 'notFound');
  // Recordings (originals and their playback copies) come from the file store, to their owner only, with byte ranges.
  if (folder === 'clips' || folder === 'attempts') return sendRecording(ctx, args, folder, fileName);
  if (folder === 'thumbnails') {
    const [row] = await ctx.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.thumbnail, fileName));
    if (!row) throw notFound;
  } else {
    throw notFound; // certificate files are not generated by the reference server (file_url is null)
  }
  let content: Buffer | undefined;
  try {
    content = await readStored(ctx.store, `${folder}/${fileName}`);
  } catch (error) {
    if (!(error instanceof InvalidKey)) throw error;
  }
  if (!content) throw notFound;
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1);
  reply
    .code(200)
    .type(mimeOfExtension[ext] ?? 'application/octet-stream')
    .header('cache-control', folder === 'thumbnails' ? 'public, max-age=86400' : 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  await reply.send(content);
  return undefined;
};
