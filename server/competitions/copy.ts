// A new cycle starts as a copy of an earlier competition's configuration (issue 29): its texts, tracks with their
// winner counts and each place's prize, questions, time limit, questions per attempt, the fifth track's attempts
// allowed, draw period, second-track recitations and third/fourth-track levels (content.ts), the third and fourth
// tracks' availability (the weekly pattern as it is, the date overrides moved by the days between the two starts) and
// the slots an operator opened or closed, moved by the distance between the two starts. Never its people: no users,
// entries, recordings, requests, draws, winners, certificates or prize requests.
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/index.ts';
import * as t from '../db/schema.ts';
import { copyAvailability } from './availability.ts';
import { copyRecitationsAndLevels } from './content.ts';
import { type Competition, syncListing } from './cycle.ts';

export type NewCompetition = { title: t.Localized; startAt: Date; endAt: Date };

/** The five tracks of a new competition with nothing filled in yet: the readiness check lists what is missing. */
const emptyTracks = t.trackSlugs.map((slug, position) => ({ slug, position, title: { ar: '', en: '' }, subtitle: { ar: '', en: '' }, description: { ar: '', en: '' }, winnerCount: 0, prizes: [] as number[] }));

export async function createDraft(tx: Tx, values: NewCompetition & Partial<Pick<Competition, 'winnersDrawPeriod' | 'quizTimeLimitSeconds'>>): Promise<Competition> {
  const [row] = await tx.insert(t.competitions).values({ kind: 'next', published: false, state: 'draft', winnerCount: 0, ...values }).returning();
  await tx.insert(t.tracks).values(emptyTracks.map((track) => ({ ...track, competitionId: row!.id })));
  await syncListing(tx);
  return row!;
}

export async function copyCompetition(tx: Tx, source: Competition, values: NewCompetition): Promise<Competition> {
  const [row] = await tx
    .insert(t.competitions)
    .values({
      kind: 'next',
      published: false,
      state: 'draft',
      winnersDrawPeriod: source.winnersDrawPeriod,
      winnerCount: source.winnerCount,
      quizTimeLimitSeconds: source.quizTimeLimitSeconds,
      fifthAttemptsAllowed: source.fifthAttemptsAllowed,
      quizQuestionsPerAttempt: source.quizQuestionsPerAttempt,
      ...values,
    })
    .returning();
  const id = row!.id;
  const tracks = await tx.select().from(t.tracks).where(eq(t.tracks.competitionId, source.id));
  if (tracks.length) await tx.insert(t.tracks).values(tracks.map(({ id: _id, competitionId: _c, ...track }) => ({ ...track, competitionId: id })));
  const questions = await tx.select().from(t.questions).where(eq(t.questions.competitionId, source.id));
  if (questions.length) await tx.insert(t.questions).values(questions.map(({ id: _id, competitionId: _c, ...q }) => ({ ...q, competitionId: id })));
  await copyRecitationsAndLevels(tx, source.id, id);
  await copyAvailability(tx, source, row!);
  // The slots an operator opened or closed by hand, each at the same distance from the new start, kept when it falls
  // within the new dates (the generated ones are generated anew from the copied availability).
  const shift = values.startAt.getTime() - source.startAt.getTime();
  const slots = (await tx.select().from(t.appointmentSlots).where(eq(t.appointmentSlots.competitionId, source.id)))
    .filter((s) => s.openedByOperator || s.capacity === 0)
    .map((s) => ({ competitionId: id, track: s.track, capacity: s.capacity, openedByOperator: s.openedByOperator, startsAt: new Date(s.startsAt.getTime() + shift) }))
    .filter((s) => s.startsAt >= values.startAt && s.startsAt <= values.endAt);
  if (slots.length) await tx.insert(t.appointmentSlots).values(slots).onConflictDoNothing();
  await syncListing(tx);
  return row!;
}
