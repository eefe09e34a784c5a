// Shared reads: the competition in force, the signed-in user as the contract's User, and the guards handlers apply.
import { and, eq, or, sql } from 'drizzle-orm';
import { ApiError } from '../http/errors.ts';
import { DAY_MS, toMeccaString } from '../../src/domain/meccaTime.ts';
import { type Lang, t as msg } from '../messages.ts';
import type { Db } from '../db/index.ts';
import { preparedOn } from '../db/prepared.ts';
import * as t from '../db/schema.ts';
import type { Context, Schemas, User } from './context.ts';

export type Competition = typeof t.competitions.$inferSelect;

/** A read's answer: 200, the catalogue's "retrieved" in the asker's language, and the one record (or list) in `data`. */
export const retrieved = <T>(lang: Lang, record: T) => ({ code: 200 as const, body: { status: 200 as const, message: msg(lang, 'retrieved'), data: [record] as [T] } });

export const text = (value: t.Localized, lang: Lang): string => value[lang] || value.ar;

export const resultsAnnounced = (c: Competition, now: Date) => now.getTime() >= c.endAt.getTime() + c.winnersDrawPeriod * DAY_MS;

/** The published current competition and, when published, the next one. */
export async function publishedCompetitions(db: Db): Promise<{ current?: Competition; next?: Competition }> {
  const rows = await db
    .select()
    .from(t.competitions)
    .where(and(eq(t.competitions.published, true), sql`${t.competitions.kind} in ('current', 'next')`));
  return { current: rows.find((r) => r.kind === 'current'), next: rows.find((r) => r.kind === 'next') };
}

/** The competition contestants take part in now: the next one once it has started, else the current one. */
export async function activeCompetition(ctx: Context): Promise<Competition | undefined> {
  const { current, next } = await publishedCompetitions(ctx.db);
  if (next && next.startAt.getTime() <= ctx.now().getTime()) return next;
  return current;
}

export async function requireActiveCompetition(ctx: Context): Promise<Competition> {
  const competition = await activeCompetition(ctx);
  if (!competition) throw new ApiError(404, 'noCompetition');
  return competition;
}

/** Entries may only be made while the competition runs. */
export function requireRunning(ctx: Context, competition: Competition, field = 'track'): void {
  const now = ctx.now().getTime();
  if (now < competition.startAt.getTime() || now > competition.endAt.getTime()) {
    throw new ApiError(409, 'competitionNotRunning', { errors: { [field]: 'competitionNotRunning' } });
  }
}

export function requireUser(user: User | undefined): User {
  if (!user) throw new ApiError(401, 'unauthenticated');
  return user;
}

/** Track and winner operations are for contestants; a visitor is told to sign in as one. */
export function requireContestant(user: User | undefined): User {
  const u = requireUser(user);
  if (u.type !== 'contestant') throw new ApiError(403, 'contestantsOnly');
  return u;
}

export const mediaUrl = (folder: 'thumbnails' | 'clips' | 'attempts' | 'certificates', fileName: string) => `/api/v1/media/${folder}/${fileName}`;

type AudioMime = Schemas['AudioMimeType'];

/** What the server measured and kept of a take (server/api/tracks/recording.ts), for the owner and reviewers. */
export function recordingFields(row: typeof t.recordings.$inferSelect, folder: 'clips' | 'attempts') {
  return {
    size_bytes: row.size,
    duration_ms: row.durationMs,
    loudness_lufs: row.loudnessLufs,
    peak_db: row.peakDb,
    sha256: row.sha256,
    playback_url: row.playbackFileName ? mediaUrl(folder, row.playbackFileName) : null,
    playback_mime_type: row.playbackFileName ? ('audio/mp4' as const) : null,
  };
}

export function clipJson(row: typeof t.recordings.$inferSelect): Schemas['SecondTrackClip'] {
  return {
    id: row.id,
    recitation_id: row.clipIndex,
    audio_url: mediaUrl('clips', row.fileName),
    mime_type: row.mimeType as AudioMime,
    ...recordingFields(row, 'clips'),
    created_at: toMeccaString(row.createdAt),
    updated_at: toMeccaString(row.updatedAt),
  };
}

export async function secondTrackClips(db: Db, userId: number, competitionId: number) {
  return recordingsOf(db, userId, competitionId, 'second').orderBy(t.recordings.clipIndex);
}

/** A contestant's recordings of one track in a competition (the second track's clips, the fifth's attempts), to be ordered. */
export function recordingsOf(db: Db, userId: number, competitionId: number, track: 'second' | 'fifth') {
  return db
    .select()
    .from(t.recordings)
    .where(and(eq(t.recordings.userId, userId), eq(t.recordings.competitionId, competitionId), eq(t.recordings.track, track)));
}

export async function hasCertificates(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: t.certificates.id }).from(t.certificates).where(eq(t.certificates.userId, userId)).limit(1);
  return row !== undefined;
}

/** The contract's User: the stored record plus what the client derives its screens from. */
/**
 * One round trip (every profile read and sign-in pays for it), prepared (server/db/prepared.ts): the competition in
 * force, chosen as activeCompetition chooses it (the next one once it has started, else the current one), the user's
 * quiz entry and second-track clips in it, and whether they hold a certificate.
 */
const profileState = (db: Db) =>
  preparedOn(db, 'profile_state', (on) => {
    const active = on.$with('active').as(
      on
        .select({ id: t.competitions.id })
        .from(t.competitions)
        .where(
          and(
            eq(t.competitions.published, true),
            or(eq(t.competitions.kind, 'current'), and(eq(t.competitions.kind, 'next'), sql`${t.competitions.startAt} <= ${sql.placeholder('now')}::timestamptz`)),
          ),
        )
        .orderBy(sql`${t.competitions.kind} = 'next' desc`)
        .limit(1),
    );
    return on
      .with(active)
      .select({
        submittedAt: t.firstPathEntries.submittedAt,
        deadline: t.firstPathEntries.deadline,
        clip: t.recordings,
        certified: sql<boolean>`exists (select 1 from ${t.certificates} where ${t.certificates.userId} = ${t.users.id})`,
      })
      .from(t.users)
      .leftJoin(active, sql`true`)
      .leftJoin(t.firstPathEntries, and(eq(t.firstPathEntries.userId, t.users.id), eq(t.firstPathEntries.competitionId, active.id)))
      .leftJoin(t.recordings, and(eq(t.recordings.userId, t.users.id), eq(t.recordings.competitionId, active.id), eq(t.recordings.track, 'second')))
      .where(eq(t.users.id, sql.placeholder('userId')))
      .orderBy(t.recordings.clipIndex)
      .prepare('profile_state');
  });

export async function userJson(ctx: Context, user: User): Promise<Schemas['User']> {
  const now = ctx.now();
  const rows = await profileState(ctx.db).execute({ userId: user.id, now: now.toISOString() });
  const entry = rows[0];
  // Taken once submitted or past its deadline (the server closes such an attempt: server/api/tracks/first.ts).
  const pathFirstPath = entry?.submittedAt || (entry?.deadline && entry.deadline.getTime() <= now.getTime()) ? 'active' : null;
  const clips = rows.flatMap((row) => (row.clip ? [clipJson(row.clip)] : []));
  return {
    id: user.id,
    type: user.type,
    name: user.name,
    email: user.email,
    thumbnail: user.thumbnail ? mediaUrl('thumbnails', user.thumbnail) : null,
    gender: user.gender ?? null,
    phone: user.phone ?? null,
    country: user.country ?? null,
    nationality: user.nationality ?? null,
    birth_date: user.birthDate ?? null,
    national_id_type: user.nationalIdType ?? null,
    id_number: user.idNumber ?? null,
    id_name: user.idName ?? null,
    deletion_requested_at: user.deletionRequestedAt ? toMeccaString(user.deletionRequestedAt) : null,
    second_path_certificates: entry?.certified === true,
    path_first_path: pathFirstPath,
    first_paths_audios: clips,
  };
}
