// Is a competition ready to publish? Every finding is what is missing, in which track and which language; publishing is
// refused until the list is empty (server/api/operator/competitions.ts). It reads only what the tables hold: content
// editing is its own part of issue 29.
import { and, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.ts';
import * as t from '../db/schema.ts';
import { memorisationLevels, recitations } from '../db/seedContent.ts';
import { availabilityOf, generatedStarts } from './availability.ts';
import type { Competition } from './cycle.ts';

export const readinessCodes = [
  'titleMissing',
  'datesInvalid',
  'startPassed',
  'trackMissing',
  'trackTitleMissing',
  'trackSubtitleMissing',
  'trackDescriptionMissing',
  'noWinners',
  'noPrize',
  'noQuestions',
  'questionIncomplete',
  'noTimeLimit',
  'fewRecitations',
  'noLevels',
  'noAvailability',
] as const;
export type ReadinessCode = (typeof readinessCodes)[number];
export type Finding = { code: ReadinessCode; track: t.TrackSlug | null; language: 'ar' | 'en' | null };

/** The second track asks for this many recitations (decisions: Al-Fatiha and four more). */
export const RECITATIONS_NEEDED = 5;
/** A first-track attempt shorter than this cannot be a real time limit. */
const MIN_TIME_LIMIT_SECONDS = 60;
const languages = ['ar', 'en'] as const;

const blank = (value: string | undefined) => !value || value.trim() === '';

export async function readinessOf(db: Db | Tx, competition: Competition, now: Date): Promise<Finding[]> {
  const findings: Finding[] = [];
  const add = (code: ReadinessCode, track: t.TrackSlug | null = null, language: 'ar' | 'en' | null = null) => findings.push({ code, track, language });
  for (const lang of languages) if (blank(competition.title[lang])) add('titleMissing', null, lang);
  if (competition.endAt.getTime() <= competition.startAt.getTime()) add('datesInvalid');
  if (competition.startAt.getTime() <= now.getTime()) add('startPassed');

  const tracks = await db.select().from(t.tracks).where(eq(t.tracks.competitionId, competition.id));
  for (const slug of t.trackSlugs) {
    const track = tracks.find((row) => row.slug === slug);
    if (!track) {
      add('trackMissing', slug);
      continue;
    }
    for (const lang of languages) {
      if (blank(track.title[lang])) add('trackTitleMissing', slug, lang);
      if (blank(track.subtitle[lang])) add('trackSubtitleMissing', slug, lang);
      if (blank(track.description[lang])) add('trackDescriptionMissing', slug, lang);
    }
    if (track.winnerCount < 1) add('noWinners', slug);
    if (track.prize < 1) add('noPrize', slug);
  }

  if (tracks.some((row) => row.slug === 'first')) {
    // Every question of the bank is asked in each attempt, so the bank must hold at least one, each complete.
    const questions = await db.select().from(t.questions).where(eq(t.questions.competitionId, competition.id));
    if (questions.length === 0) add('noQuestions', 'first');
    for (const lang of languages) {
      const incomplete = questions.some(
        (q) => blank(q.text[lang]) || q.options.length !== 4 || q.options.some((o) => blank(o[lang])) || q.correctIndex < 0 || q.correctIndex >= q.options.length,
      );
      if (incomplete) add('questionIncomplete', 'first', lang);
    }
    if (competition.quizTimeLimitSeconds < MIN_TIME_LIMIT_SECONDS) add('noTimeLimit', 'first');
  }
  if (tracks.some((row) => row.slug === 'second') && recitations.length < RECITATIONS_NEEDED) add('fewRecitations', 'second');
  for (const slug of ['third', 'fourth'] as const) {
    if (!tracks.some((row) => row.slug === slug)) continue;
    if (memorisationLevels[slug].length === 0) add('noLevels', slug);
    const opened = await db
      .select({ id: t.appointmentSlots.id })
      .from(t.appointmentSlots)
      .where(and(eq(t.appointmentSlots.competitionId, competition.id), eq(t.appointmentSlots.track, slug), gt(t.appointmentSlots.capacity, 0)))
      .limit(1);
    // The organiser's availability generates at least one slot between the start and the end, or an operator opened one.
    if (opened.length === 0 && generatedStarts(await availabilityOf(db, competition.id, slug), competition).length === 0) add('noAvailability', slug);
  }
  return findings;
}
