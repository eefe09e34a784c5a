// Who is a candidate of a track (decisions.md): first track, every answer correct; second, an accepted entry; third
// and fourth, a request that passed (`success`); fifth, an attempt accepted into the draw (`active`).
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import * as t from '../db/schema.ts';

export type Candidate = {
  userId: number;
  /** The pseudonymous id the draw's published list carries. */
  entryId: string;
  name: string;
  country: string | null;
  gender: 'male' | 'female' | null;
  thumbnail: string | null;
};

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford's base 32

/**
 * A stable pseudonym for one contestant in one track of one competition: it names the entry in the public list without
 * naming the person, and differs between tracks and competitions so lists cannot be joined by it.
 */
export function entryIdOf(competitionId: number, track: t.TrackSlug, userId: number): string {
  const digest = createHash('sha256').update(`quran-competition-entry/v1/${competitionId}/${track}/${userId}`).digest();
  let id = '';
  for (let i = 0; i < 10; i++) id += ALPHABET[digest[i]! & 31];
  return `E-${id}`;
}

/** The user ids that qualify in a track, each once. */
function qualifyingUsers(db: Db, competitionId: number, track: t.TrackSlug) {
  switch (track) {
    case 'first':
      return db
        .selectDistinct({ userId: t.firstPathEntries.userId })
        .from(t.firstPathEntries)
        .where(
          and(
            eq(t.firstPathEntries.competitionId, competitionId),
            isNotNull(t.firstPathEntries.correctAnswers),
            gt(t.firstPathEntries.totalQuestions, 0),
            sql`${t.firstPathEntries.correctAnswers} = ${t.firstPathEntries.totalQuestions}`,
          ),
        );
    case 'second':
      return db
        .selectDistinct({ userId: t.secondPathEntries.userId })
        .from(t.secondPathEntries)
        .where(and(eq(t.secondPathEntries.competitionId, competitionId), eq(t.secondPathEntries.status, 'accepted')));
    case 'third':
    case 'fourth':
      return db
        .selectDistinct({ userId: t.submissions.userId })
        .from(t.submissions)
        .where(and(eq(t.submissions.competitionId, competitionId), eq(t.submissions.track, track), eq(t.submissions.status, 'success')));
    case 'fifth':
      return db
        .selectDistinct({ userId: t.recordings.userId })
        .from(t.recordings)
        .where(and(eq(t.recordings.competitionId, competitionId), eq(t.recordings.track, 'fifth'), eq(t.recordings.status, 'active')));
  }
}

/** Every candidate of a track, in the order they qualified's user ids (stable); names as the contestant wrote them. */
export async function candidatesOf(db: Db, competitionId: number, track: t.TrackSlug): Promise<Candidate[]> {
  const qualifying = qualifyingUsers(db, competitionId, track).as('qualifying');
  const rows = await db
    .select({ id: t.users.id, name: t.users.name, country: t.users.country, gender: t.users.gender, thumbnail: t.users.thumbnail })
    .from(qualifying)
    .innerJoin(t.users, eq(t.users.id, qualifying.userId))
    .where(eq(t.users.type, 'contestant'))
    .orderBy(asc(t.users.name), asc(t.users.id));
  return rows.map((r) => ({
    userId: r.id,
    entryId: entryIdOf(competitionId, track, r.id),
    name: r.name,
    country: r.country ?? null,
    gender: r.gender ?? null,
    thumbnail: r.thumbnail ?? null,
  }));
}
