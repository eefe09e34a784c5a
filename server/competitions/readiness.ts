// Is a competition ready to publish? Every finding is what is missing, in which track and which language; publishing is
// refused until the list is empty (server/api/operator/competitions.ts). It reads only what the tables hold: content
// editing is its own part of issue 29.
import { and, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.ts';
import * as t from '../db/schema.ts';
import { availabilityOf, generatedStarts } from './availability.ts';
import { levelsOf, RECITATIONS_NEEDED, recitationsOf } from './content.ts';
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
  'questionsPerAttemptInvalid',
  'fewRecitations',
  'recitationTitleMissing',
  'noLevels',
  'levelIncomplete',
  'noAvailability',
] as const;
export type ReadinessCode = (typeof readinessCodes)[number];
export type Finding = { code: ReadinessCode; track: t.TrackSlug | null; language: 'ar' | 'en' | null };

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
    // Every place drawn needs its prize: a place without one (0, or beyond the list) is a finding, and so is a track
    // with no places at all.
    const places = Array.from({ length: Math.max(track.winnerCount, 1) }, (_, place) => track.prizes[place] ?? 0);
    if (places.some((amount) => amount < 1)) add('noPrize', slug);
  }

  if (tracks.some((row) => row.slug === 'first')) {
    // Each attempt draws its questions from the bank (all of them when no count is set): the bank must hold at least
    // one, each complete, and the count asked per attempt must be 1 to the bank's size.
    const questions = await db.select().from(t.questions).where(eq(t.questions.competitionId, competition.id));
    if (questions.length === 0) add('noQuestions', 'first');
    for (const lang of languages) {
      const incomplete = questions.some(
        (q) => blank(q.text[lang]) || q.options.length !== 4 || q.options.some((o) => blank(o[lang])) || q.correctIndex < 0 || q.correctIndex >= q.options.length,
      );
      if (incomplete) add('questionIncomplete', 'first', lang);
    }
    if (competition.quizTimeLimitSeconds < MIN_TIME_LIMIT_SECONDS) add('noTimeLimit', 'first');
    const perAttempt = competition.quizQuestionsPerAttempt;
    if (questions.length > 0 && perAttempt !== null && (perAttempt < 1 || perAttempt > questions.length)) add('questionsPerAttemptInvalid', 'first');
  }
  if (tracks.some((row) => row.slug === 'second')) {
    const recitations = await recitationsOf(db, competition.id);
    if (recitations.length < RECITATIONS_NEEDED) add('fewRecitations', 'second');
    for (const lang of languages) if (recitations.some((r) => blank(r.title[lang]))) add('recitationTitleMissing', 'second', lang);
  }
  for (const slug of t.memorisationTracks) {
    if (!tracks.some((row) => row.slug === slug)) continue;
    const levels = await levelsOf(db, competition.id, slug);
    if (levels.length === 0) add('noLevels', slug);
    for (const lang of languages) if (levels.some((l) => blank(l.title[lang]) || blank(l.description[lang]))) add('levelIncomplete', slug, lang);
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
