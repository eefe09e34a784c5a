// A competition's second-track recitations and third/fourth-track levels (issue 29 point 5): every reader asks for the
// competition's own lists here, the console's editors replace them here (server/api/operator/content.ts), and a copy
// takes them over here. Ids are numbers within the competition, kept by contestants' clips and requests.
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.ts';
import * as t from '../db/schema.ts';
import { memorisationLevels, recitations as demoRecitations } from '../db/seedContent.ts';
import { surahOf } from '../../src/domain/surahs.ts';

export type Recitation = typeof t.competitionRecitations.$inferSelect;
export type Level = typeof t.competitionLevels.$inferSelect;

/** The second track asks for this many recitations (decisions: Al-Fatiha and four more); an editor saves at most this many. */
export const RECITATIONS_NEEDED = 5;

export async function recitationsOf(db: Db | Tx, competitionId: number): Promise<Recitation[]> {
  return db.select().from(t.competitionRecitations).where(eq(t.competitionRecitations.competitionId, competitionId)).orderBy(asc(t.competitionRecitations.position));
}

/** The competition's levels of one track (or of both), each track's in their order. */
export async function levelsOf(db: Db | Tx, competitionId: number, track?: t.MemorisationTrack): Promise<Level[]> {
  const rows = await db
    .select()
    .from(t.competitionLevels)
    .where(and(eq(t.competitionLevels.competitionId, competitionId), track ? eq(t.competitionLevels.track, track) : undefined))
    .orderBy(asc(t.competitionLevels.position));
  // The third track's first, then the fourth's (the tracks' order, not the alphabet's).
  const rank = (row: Level) => t.memorisationTracks.indexOf(row.track);
  return rows.sort((a, b) => rank(a) - rank(b) || a.position - b.position);
}

/** The surah's name in both languages, as the Quran text the site ships names it. */
export const surahName = (surahNumber: number): t.Localized => surahOf(surahNumber)?.name ?? { ar: String(surahNumber), en: String(surahNumber) };

/** Al-Fatiha, the recitation every contestant records first (decisions). */
export const isFatihah = (r: Pick<Recitation, 'surahNumber'>) => r.surahNumber === 1;

/** The demo's lists, written for a seeded competition (the migration wrote the same for every competition it found). */
export async function seedRecitationsAndLevels(db: Db | Tx, competitionId: number): Promise<void> {
  await db.insert(t.competitionRecitations).values(
    demoRecitations.map((r, position) => ({ competitionId, id: r.id, position, surahNumber: r.surahNumber, fromAyah: r.fromAyah, toAyah: r.toAyah, title: r.title })),
  );
  await db.insert(t.competitionLevels).values(
    t.memorisationTracks.flatMap((track) => memorisationLevels[track].map((l, position) => ({ competitionId, id: l.id, track, position, title: l.title, description: l.description }))),
  );
}

/** A copy's recitations and levels: the source's, with their ids and order. */
export async function copyRecitationsAndLevels(tx: Tx, sourceId: number, targetId: number): Promise<void> {
  const recitations = await recitationsOf(tx, sourceId);
  if (recitations.length) await tx.insert(t.competitionRecitations).values(recitations.map((r) => ({ ...r, competitionId: targetId })));
  const levels = await levelsOf(tx, sourceId);
  if (levels.length) await tx.insert(t.competitionLevels).values(levels.map((l) => ({ ...l, competitionId: targetId })));
}

/** The number the next new recitation or level of a competition takes: one above every number it has had in this list. */
export const nextIds = (kept: readonly { id: number }[], count: number): number[] => {
  const top = kept.reduce((max, row) => Math.max(max, row.id), 0);
  return Array.from({ length: count }, (_, i) => top + i + 1);
};
