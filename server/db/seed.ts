// Seeds a fresh database once, and on every start moves the demo competition's dates so the chosen phase is the one shown.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DRAW_LABEL, runFairDraw, secretCommitment, sortEntries } from '../../src/domain/draw/fairDraw.ts';
import { certificateCode } from '../certificates.ts';
import { hashPassword } from '../auth/passwords.ts';
import { seedOperatorDemo } from '../operators/seed.ts';
import { seedRecitationsAndLevels } from '../competitions/content.ts';
import { datesUpTo, stateByDates, syncListing } from '../competitions/cycle.ts';
import { writeDefaultAvailability } from '../competitions/availability.ts';
import { announceDraw, commitDraw, drawOf, issueCertificates, publishDraw, runDraw } from '../draw/index.ts';
import type { Phase } from '../config.ts';
import { DAY_MS, HOUR_MS, fromMeccaString, toMeccaIsoDate } from '../../src/domain/meccaTime.ts';
import type { Db } from './index.ts';
import * as t from './schema.ts';
import {
  archiveWinnerCount,
  currentCompetitionTitle,
  demoAccounts,
  demoPerson,
  memorisationLevels,
  nextCompetitionTitle,
  seedArchives,
  seedConditions,
  seedFaq,
  seedQuestions,
  seedSettings,
  seedTestimonials,
  seedTracks,
} from './seedContent.ts';

const COMPETITION_DAYS = 13;
const DRAW_PERIOD_DAYS = 1;
/** The first track's time limit per attempt (decisions: 15 minutes in the demo). */
const QUIZ_TIME_LIMIT_SECONDS = 15 * 60;

/** Start and end of the current (and, for draw-next, the next) competition for a phase, relative to now. */
export function phaseDates(phase: Phase, now: Date): { current: { start: Date; end: Date }; next?: { start: Date; end: Date } } {
  const hour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const span = (start: number) => ({ start: new Date(start), end: new Date(start + COMPETITION_DAYS * DAY_MS) });
  switch (phase) {
    case 'before':
      return { current: span(hour + 3 * DAY_MS) };
    case 'running':
    case 'none':
      return { current: span(hour - 5 * DAY_MS) };
    case 'ended': // ended 6 hours ago; the results come at end + 1 day
      return { current: span(hour - 6 * HOUR_MS - COMPETITION_DAYS * DAY_MS) };
    case 'draw': // ended 2 days ago: the draw period has begun and the winners are out
      return { current: span(hour - 2 * DAY_MS - COMPETITION_DAYS * DAY_MS) };
    case 'draw-next':
      return { current: span(hour - 2 * DAY_MS - COMPETITION_DAYS * DAY_MS), next: span(hour - DAY_MS) };
  }
}

/** `trackWinners`: an archive's own number of winners per track (in seedTracks' order); otherwise the seed tracks'. */
async function seedCompetitionDetails(db: Db, competitionId: number, withWinners: boolean, trackWinners?: readonly number[]): Promise<void> {
  const tracks = seedTracks.map((track, position) => ({ ...track, winnerCount: trackWinners?.[position] ?? track.winnerCount }));
  await db.insert(t.tracks).values(
    tracks.map((track, position) => ({
      competitionId,
      slug: track.slug,
      position,
      title: track.title,
      subtitle: track.subtitle,
      description: track.description,
      winnerCount: track.winnerCount,
      prizes: Array.from({ length: track.winnerCount }, () => track.prize),
    })),
  );
  await db.insert(t.questions).values(seedQuestions.map((q, position) => ({ competitionId, position, ...q })));
  await seedRecitationsAndLevels(db, competitionId);
  // Today's examiner schedule, as the organiser's setting: the demo books exactly as before.
  await writeDefaultAvailability(db, competitionId);
  if (!withWinners) return;
  // An archived competition's winners come from a real draw of its (demo) candidates, recorded like any other; the
  // current one's are drawn from its contestants' entries (ensureDemoDraws).
  const [archive] = await db.select().from(t.competitions).where(eq(t.competitions.id, competitionId));
  const drawnAt = new Date(archive!.endAt.getTime() + 60_000);
  let person = 0;
  const winnerRows: (typeof t.winners.$inferInsert)[] = [];
  for (const track of tracks) {
    const people = new Map(
      Array.from({ length: track.winnerCount + 12 }, () => {
        const n = person++;
        const id = `E-${createHash('sha256').update(`quran-competition-archive-entry/${competitionId}/${track.slug}/${n}`).digest('hex').slice(0, 10).toUpperCase()}`;
        const p = demoPerson(n);
        // A draw's record keeps the country as it was at the draw, in both languages' slots: the code, named when shown.
        return [id, { ...p, country: { ar: p.country, en: p.country } }] as const;
      }),
    );
    const secret = randomBytes(24).toString('hex');
    const result = runFairDraw({ label: DRAW_LABEL, competition: String(competitionId), track: track.slug, randomness: secret, entries: [...people.keys()], winnerCount: track.winnerCount });
    const [draw] = await db
      .insert(t.draws)
      .values({
        competitionId,
        track: track.slug,
        label: DRAW_LABEL,
        source: { kind: 'operatorSecret', commitment: secretCommitment(secret) },
        announcedAt: archive!.startAt,
        entries: sortEntries([...people.keys()]),
        listHash: result.listHash,
        winnerCount: track.winnerCount,
        committedAt: drawnAt,
        randomness: secret,
        seed: result.seed,
        drawOrder: result.order,
        drawnAt,
        publishedAt: drawnAt,
      })
      .returning({ id: t.draws.id });
    await db.insert(t.drawEntries).values([...people].map(([entryId, p]) => ({ drawId: draw!.id, entryId, ...p })));
    result.winners.forEach((entryId, i) => {
      winnerRows.push({ competitionId, track: track.slug, rank: i + 1, prize: track.prize, ...people.get(entryId)!, drawId: draw!.id, entryId });
    });
  }
  await db.insert(t.winners).values(winnerRows);
}

/** Demo candidates of the current competition per track: more than the prizes, except the third track (all of them win). */
export const demoCandidateCounts: Record<t.TrackSlug, number> = { first: 40, second: 28, third: 12, fourth: 20, fifth: 14 };

/**
 * Contestants whose entries qualify them (server/draw/eligibility.ts reads them like anyone's): a perfect first-track
 * score, an accepted second-track set, a passed third or fourth request, an accepted fifth attempt. They cannot sign in.
 */
async function seedCandidates(db: Db, competitionId: number, questionCount: number, now: Date): Promise<void> {
  let n = 0;
  for (const track of t.trackSlugs) {
    const people = Array.from({ length: demoCandidateCounts[track] }, () => {
      const i = n++;
      const person = demoPerson(i + 7);
      // Names as each contestant wrote them: some in Arabic letters, some in Latin ones.
      return { name: i % 3 === 0 ? person.name.en : person.name.ar, country: person.country, gender: person.gender, i };
    });
    const users = await db
      .insert(t.users)
      .values(
        people.map((p) => ({
          type: 'contestant' as const,
          name: p.name,
          email: `candidate-${String(p.i + 1).padStart(3, '0')}@example.invalid`,
          passwordHash: '!demo-candidate-cannot-sign-in',
          gender: p.gender,
          country: p.country,
          emailVerifiedAt: now,
        })),
      )
      .returning({ id: t.users.id });
    const at = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
    const ids = users.map((u) => u.id);
    if (track === 'first') {
      await db.insert(t.firstPathEntries).values(
        ids.map((userId, i) => ({ userId, competitionId, answers: {}, totalQuestions: questionCount, correctAnswers: questionCount, startedAt: at(30 + i), deadline: new Date(at(30 + i).getTime() + QUIZ_TIME_LIMIT_SECONDS * 1000), submittedAt: at(30 + i), closedBy: 'contestant' as const })),
      );
    } else if (track === 'second') {
      await db.insert(t.secondPathEntries).values(ids.map((userId, i) => ({ userId, competitionId, status: 'accepted' as const, submittedAt: at(40 + i), createdAt: at(50 + i) })));
    } else if (track === 'third' || track === 'fourth') {
      // Each on one of its own track's levels, in turn (the fourth track's are not the third's).
      const levels = memorisationLevels[track];
      await db.insert(t.submissions).values(
        ids.map((userId, i) => ({ userId, competitionId, track, levelId: levels[i % levels.length]!.id, appointmentAt: at(24 * (1 + (i % 4)) + (i % 10)), status: 'success' as const, degree: 85 + (i % 15) })),
      );
    } else {
      await db.insert(t.recordings).values(
        ids.map((userId) => ({ userId, competitionId, track: 'fifth' as const, clipIndex: 1, fileName: `demo-attempt-${userId}.webm`, mimeType: 'audio/webm', size: 48_000, status: 'active' })),
      );
    }
  }
}

/**
 * In the draw phases the current competition's draws have happened: each track's draw is announced with an operator
 * secret at the start, committed and run just after the end and published, by the same functions an operator uses
 * (server/draw), so the demo winners come from the real algorithm. A draw that exists already is left as it is.
 */
export async function ensureDemoDraws(db: Db): Promise<void> {
  const [current] = await db.select().from(t.competitions).where(eq(t.competitions.kind, 'current'));
  if (!current) return;
  for (const track of t.trackSlugs) {
    if (await drawOf(db, current.id, track)) continue;
    const secret = randomBytes(24).toString('hex');
    const afterEnd = new Date(current.endAt.getTime() + 60_000);
    await announceDraw(db, { competitionId: current.id, track, source: { kind: 'operatorSecret', commitment: secretCommitment(secret) }, now: current.startAt });
    await commitDraw(db, { competitionId: current.id, track, now: afterEnd });
    await runDraw(db, { competitionId: current.id, track, now: afterEnd, secret });
    await publishDraw(db, { competitionId: current.id, track, now: afterEnd });
    await issueCertificates(db, { competitionId: current.id, track, now: new Date(current.endAt.getTime() + current.winnersDrawPeriod * DAY_MS) });
  }
}

/** Creates the demo content if the database has none. Returns true when it seeded. */
export async function seedIfEmpty(db: Db, phase: Phase, now: Date = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(t.competitions);
  if (existing && existing.n > 0) return false;
  // An organiser's database (marked by a production start) never gets the demo, even when it is still empty.
  const [mark] = await db.select({ demo: t.installation.demo }).from(t.installation);
  if (mark && !mark.demo) return false;

  const hashes = await Promise.all(demoAccounts.map((a) => hashPassword(a.password)));
  await db.transaction(async (tx0) => {
    const tx = tx0 as unknown as Db;
    const users = await tx
      .insert(t.users)
      .values(
        demoAccounts.map((a, i) => ({
          type: a.type,
          name: a.name,
          email: a.email,
          passwordHash: hashes[i]!,
          phone: `9665000000${i + 1}`,
          gender: a.gender,
          country: 'SA',
          nationality: 'SA',
          birthDate: `199${i}-0${i + 1}-15`,
          nationalIdType: 'national_id' as const,
          idNumber: `10${i}4567890`,
          idName: a.name,
          emailVerifiedAt: a.verified ? now : null,
          isWinner: a.key === 'winner',
        })),
      )
      .returning({ id: t.users.id, email: t.users.email });
    const userId = (key: string) => users.find((u) => u.email === demoAccounts.find((a) => a.key === key)!.email)!.id;

    // Archived competitions with their winners and public certificates.
    const archiveIds: number[] = [];
    for (const archive of seedArchives) {
      const [row] = await tx
        .insert(t.competitions)
        .values({ kind: 'archive', state: 'archived', title: archive.title, startAt: fromMeccaString(archive.start), endAt: fromMeccaString(archive.end), winnerCount: archiveWinnerCount(archive) })
        .returning({ id: t.competitions.id });
      archiveIds.push(row!.id);
      await seedCompetitionDetails(tx, row!.id, true, archive.trackWinners);
    }

    const dates = phaseDates(phase, now);
    const [current] = await tx
      .insert(t.competitions)
      .values({ kind: 'current', title: currentCompetitionTitle, startAt: dates.current.start, endAt: dates.current.end, winnersDrawPeriod: DRAW_PERIOD_DAYS, winnerCount: 90, quizTimeLimitSeconds: QUIZ_TIME_LIMIT_SECONDS })
      .returning({ id: t.competitions.id });
    await seedCompetitionDetails(tx, current!.id, false);
    await seedCandidates(tx, current!.id, seedQuestions.length, now);
    const next = dates.next ?? { start: new Date(dates.current.end.getTime() + 30 * DAY_MS), end: new Date(dates.current.end.getTime() + 43 * DAY_MS) };
    const [nextRow] = await tx
      .insert(t.competitions)
      .values({ kind: 'next', title: nextCompetitionTitle, startAt: next.start, endAt: next.end, winnersDrawPeriod: DRAW_PERIOD_DAYS, winnerCount: 90, published: phase === 'draw-next', quizTimeLimitSeconds: QUIZ_TIME_LIMIT_SECONDS })
      .returning({ id: t.competitions.id });
    await seedCompetitionDetails(tx, nextRow!.id, false);

    await tx.insert(t.conditions).values(seedConditions.map((c, position) => ({ position, ...c })));
    await tx.insert(t.settings).values(Object.entries(seedSettings).map(([key, value]) => ({ key, value })));
    await tx.insert(t.faqs).values(seedFaq.map((f, position) => ({ position, question: f.question, answer: f.answer })));
    await tx.insert(t.testimonials).values(seedTestimonials);

    // The winner of the last archived competition is the demo winner; the contestant holds two certificates.
    const lastArchive = archiveIds[archiveIds.length - 1]!;
    const [firstWinner] = await tx
      .select({ id: t.winners.id, name: t.winners.name })
      .from(t.winners)
      .where(and(eq(t.winners.competitionId, lastArchive), eq(t.winners.track, 'second'), eq(t.winners.rank, 1)));
    const winnerName = { ar: 'فاطمة الزهراني', en: 'Fatimah Al-Zahrani' };
    await tx.update(t.winners).set({ userId: userId('winner'), name: winnerName, gender: 'female' }).where(eq(t.winners.id, firstWinner!.id));
    const contestantName = { ar: 'عبدالله الحربي', en: 'Abdullah Al-Harbi' };
    const archiveEnd = fromMeccaString(seedArchives[seedArchives.length - 1]!.end);
    const certificateTitle = (track: string) => ({
      ar: `شهادة مشاركة في ${seedTracks.find((s) => s.slug === track)!.title.ar}`,
      en: `Certificate of participation, ${seedTracks.find((s) => s.slug === track)!.title.en.toLowerCase()}`,
    });
    // The demo's holders chose to list these certificates publicly (a certificate is private until its holder does).
    const demoCertificates: (typeof t.certificates.$inferInsert)[] = [
      { competitionId: lastArchive, track: 'second', kind: 'participation' as const, code: certificateCode('1446'), name: contestantName, title: certificateTitle('second'), issuedAt: toMeccaIsoDate(archiveEnd), userId: userId('contestant') },
      { competitionId: lastArchive, track: 'fourth', kind: 'participation' as const, code: certificateCode('1446'), name: contestantName, title: certificateTitle('fourth'), issuedAt: toMeccaIsoDate(archiveEnd), userId: userId('contestant') },
      {
        competitionId: lastArchive,
        track: 'second',
        kind: 'winner' as const,
        code: certificateCode('1446'),
        name: winnerName,
        title: { ar: 'شهادة فوز بالمركز الأول في المسار الثاني', en: 'Certificate of first place, second track' },
        issuedAt: toMeccaIsoDate(archiveEnd),
        userId: userId('winner'),
      },
      ...[4, 5, 6, 7, 8].map((n) => ({
        competitionId: archiveIds[n % archiveIds.length]!,
        track: 'first' as const,
        kind: 'participation' as const,
        code: certificateCode('ARCH'),
        name: demoPerson(n * 11).name,
        title: certificateTitle('first'),
        issuedAt: toMeccaIsoDate(fromMeccaString(seedArchives[n % archiveIds.length]!.end)),
      })),
    ];
    await tx.insert(t.certificates).values(demoCertificates.map((certificate) => ({ ...certificate, isPublic: true })));

    await tx.insert(t.firstPathEntries).values({
      userId: userId('contestant'),
      competitionId: current!.id,
      answers: {},
      totalQuestions: seedQuestions.length,
      correctAnswers: 7,
      startedAt: new Date(now.getTime() - 2 * DAY_MS),
      deadline: new Date(now.getTime() - 2 * DAY_MS + QUIZ_TIME_LIMIT_SECONDS * 1000),
      submittedAt: new Date(now.getTime() - 2 * DAY_MS + 12 * 60 * 1000),
      closedBy: 'contestant',
    });
    await tx.insert(t.submissions).values([
      { userId: userId('winner'), competitionId: current!.id, track: 'third', levelId: 2, appointmentAt: fromMeccaString(`${toMeccaIsoDate(new Date(now.getTime() + DAY_MS))} 20:00`), meetingUrl: 'https://meet.example.com/qc-third-0001', status: 'approved', decidedAt: now },
      { userId: userId('contestant'), competitionId: current!.id, track: 'fourth', levelId: 5, appointmentAt: fromMeccaString(`${toMeccaIsoDate(new Date(now.getTime() + 2 * DAY_MS))} 18:30`), status: 'pending' },
    ]);
    await tx.insert(t.prizeRequests).values({
      userId: userId('winner'),
      winId: firstWinner!.id,
      bankName: 'Example Bank',
      accountHolder: 'Fatimah Saleh Al-Zahrani',
      iban: 'SA0380000000608010167519',
      status: 'approved',
    });
    await tx.insert(t.notifications).values([
      {
        userId: userId('contestant'),
        title: { ar: 'تم استلام طلبك', en: 'Request received' },
        body: { ar: 'استلمنا طلب اختبار المسار الرابع وسنؤكد الموعد قريبًا.', en: 'We received your fourth-track test request and will confirm the appointment soon.' },
        data: { fourth_path_status: 'pending' },
      },
      {
        userId: userId('contestant'),
        title: { ar: 'شهادة جديدة', en: 'New certificate' },
        body: { ar: 'أُضيفت شهادة مشاركتك في المسار الثاني.', en: 'Your second-track certificate of participation is ready.' },
        isRead: true,
      },
      {
        userId: userId('winner'),
        title: { ar: 'تهانينا!', en: 'Congratulations!' },
        body: { ar: 'قُبل طلب اختبار المسار الثالث، وموعدك مؤكد.', en: 'Your third-track test request was approved and your appointment is confirmed.' },
        data: { third_path_status: 'approved' },
      },
    ]);
    // The operator console's demo accounts and the items waiting for them (issue 20).
    await seedOperatorDemo(tx, current!.id, now);
    // Marked as the demo: a production start refuses this database (server/db/startup.ts).
    await tx.insert(t.installation).values({ demo: true }).onConflictDoUpdate({ target: t.installation.id, set: { demo: true } });
  });
  return true;
}

/**
 * Moves the demo's current competition (and its next one) so the site shows the chosen phase, and puts each in the
 * cycle state its dates reach (server/competitions/cycle.ts), as if an organiser had taken each step on its date; the
 * `none` phase leaves the current one a draft. Runs on every development start.
 */
export async function applyPhase(db: Db, phase: Phase, now: Date = new Date()): Promise<void> {
  const dates = phaseDates(phase, now);
  await db.transaction(async (tx) => {
    // The demo's two are the competitions seeded right after its archives, whatever state a console left them in.
    const [current, nextRow] = await tx.select().from(t.competitions).orderBy(asc(t.competitions.id)).offset(seedArchives.length).limit(2);
    if (!current || !nextRow) return;
    const currentState = phase === 'none' ? 'draft' : stateByDates({ ...current, startAt: dates.current.start, endAt: dates.current.end }, now);
    await tx
      .update(t.competitions)
      .set({ startAt: dates.current.start, endAt: dates.current.end, state: currentState, stateDates: currentState === 'draft' ? {} : datesUpTo({ ...current, startAt: dates.current.start, endAt: dates.current.end }, currentState) })
      .where(eq(t.competitions.id, current.id));
    const next = dates.next ?? { start: new Date(dates.current.end.getTime() + 30 * DAY_MS), end: new Date(dates.current.end.getTime() + 43 * DAY_MS) };
    const nextDated = { ...nextRow, startAt: next.start, endAt: next.end };
    const nextState = phase === 'draw-next' ? stateByDates(nextDated, now) : 'draft';
    await tx
      .update(t.competitions)
      .set({ startAt: next.start, endAt: next.end, state: nextState, stateDates: nextState === 'draft' ? {} : datesUpTo(nextDated, nextState) })
      .where(eq(t.competitions.id, nextRow.id));
    await syncListing(tx);
  });
  if (phase === 'draw' || phase === 'draw-next') await ensureDemoDraws(db);
}
