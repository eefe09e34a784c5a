// Demo content of the console (server/README.md lists the accounts): an administrator, an operator, two reviewers (so double review can
// be tried at once), two finance accounts (so a payment can be recorded by one and confirmed by the other), second-track
// sets and a fifth-track attempt waiting for review, messages to read and publish, and prize requests at each step.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/index.ts';
import * as t from '../db/schema.ts';
import { recitations } from '../db/seedContent.ts';
import { HOUR_MS } from '../../src/domain/meccaTime.ts';

export const demoOperators = [
  { email: 'operator@example.com', password: 'Operator#2026', name: 'Huda Al-Qahtani', role: 'operator' as const },
  { email: 'reviewer1@example.com', password: 'Reviewer1#2026', name: 'Sheikh Ibrahim Al-Dosari', role: 'reviewer' as const },
  { email: 'reviewer2@example.com', password: 'Reviewer2#2026', name: 'Ustadha Maryam Al-Shehri', role: 'reviewer' as const },
  { email: 'admin@example.com', password: 'Admin#2026-demo', name: 'Amina Al-Harbi', role: 'administrator' as const },
  { email: 'finance1@example.com', password: 'Finance1#2026', name: 'Sara Al-Mutairi', role: 'finance' as const },
  { email: 'finance2@example.com', password: 'Finance2#2026', name: 'Reem Al-Ghamdi', role: 'finance' as const },
];

export async function seedOperatorDemo(db: Db, competitionId: number, now: Date): Promise<void> {
  const hashes = await Promise.all(demoOperators.map((o) => hashPassword(o.password)));
  await db.insert(t.operators).values(demoOperators.map((o, i) => ({ email: o.email, name: o.name, role: o.role, passwordHash: hashes[i]!, createdAt: now })));

  // Contestants who cannot sign in, whose entries wait for review (their audio files are not part of the demo).
  const at = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const people = [
    { name: 'يوسف العتيبي', email: 'review-demo-1@example.invalid' },
    { name: 'Aisha Rahman', email: 'review-demo-2@example.invalid' },
    { name: 'سلمان الغامدي', email: 'review-demo-3@example.invalid' },
  ];
  const users = await db
    .insert(t.users)
    .values(people.map((p) => ({ type: 'contestant' as const, name: p.name, email: p.email, passwordHash: '!demo-review-cannot-sign-in', emailVerifiedAt: now })))
    .returning({ id: t.users.id });
  for (const [i, user] of users.slice(0, 2).entries()) {
    await db.insert(t.secondPathEntries).values({ userId: user.id, competitionId, status: 'submitted', submittedAt: at(6 - i), createdAt: at(30) });
    await db.insert(t.recordings).values(
      recitations.map((r) => ({ userId: user.id, competitionId, track: 'second' as const, clipIndex: r.id, fileName: `demo-clip-${user.id}-${r.id}.webm`, mimeType: 'audio/webm', size: 64_000, createdAt: at(20), updatedAt: at(20) })),
    );
  }
  await db.insert(t.recordings).values({
    userId: users[2]!.id,
    competitionId,
    track: 'fifth',
    clipIndex: 1,
    fileName: `demo-attempt-${users[2]!.id}-1.webm`,
    mimeType: 'audio/webm',
    size: 52_000,
    status: 'pending',
    createdAt: at(3),
    updatedAt: at(3),
  });

  const [contestant] = await db.select({ id: t.users.id, name: t.users.name, email: t.users.email }).from(t.users).where(sql`lower(${t.users.email}) = 'contestant@example.com'`);
  await db.insert(t.complaints).values([
    ...(contestant
      ? [
          { name: contestant.name, email: contestant.email, type: 'impression' as const, content: 'تجربة رائعة؛ التسجيل سهل والمراجعة سريعة، جزاكم الله خيرًا.', createdAt: at(10) },
          // The inbox (issue 30, point 3): a contestant's complaint, linked to their account for their timeline.
          { name: contestant.name, email: contestant.email, type: 'complaint' as const, content: 'توقفت صفحة التسجيل الصوتي عن العمل مرتين قبل الإرسال.', createdAt: at(5), userId: contestant.id },
        ]
      : []),
    { name: 'Visitor', email: 'visitor@example.com', type: 'impression' as const, content: 'A beautiful site, I will take part next year.', createdAt: at(9) },
    { name: 'خالد', email: 'khalid@example.invalid', type: 'complaint' as const, content: 'لم يصلني رمز التحقق إلا بعد عدة محاولات.', createdAt: at(8) },
    { name: 'Noura', email: 'noura@example.invalid', type: 'suggestion' as const, content: 'Please add a practice mode for the first track.', createdAt: at(7), language: 'en' as const },
  ]);

  await seedPrizeRequestsDemo(db, now);
}

/**
 * Prize requests for finance to try, by winners of the archived competitions who cannot sign in: one pending, one
 * whose payment the first finance account recorded (the second confirms it), one returned with a reason. The demo
 * winner's own approved request is seeded with the site's demo (server/db/seed.ts).
 */
async function seedPrizeRequestsDemo(db: Db, now: Date): Promise<void> {
  const wins = await db.select({ id: t.winners.id, name: t.winners.name }).from(t.winners).where(isNull(t.winners.userId)).orderBy(asc(t.winners.id)).limit(3);
  const [recorder] = await db.select({ id: t.operators.id }).from(t.operators).where(and(eq(t.operators.email, 'finance1@example.com'), eq(t.operators.role, 'finance')));
  if (wins.length < 3 || !recorder) return;
  const at = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const details = [
    { bankName: 'Al Rajhi Bank', iban: 'SA1810000001234567891234', status: 'pending' as const, createdAt: at(50) },
    { bankName: 'Saudi National Bank', iban: 'SA6480000000112233445566', status: 'payment_recorded' as const, createdAt: at(120), reviewedBy: recorder.id, reviewedAt: at(100), paymentReference: 'SNB-TRF-2026-0187', paymentRecordedBy: recorder.id, paymentRecordedAt: at(4) },
    { bankName: 'Riyad Bank', iban: 'SA0820000002480000123456', status: 'returned' as const, createdAt: at(200), reviewedBy: recorder.id, reviewedAt: at(150), refusalReason: 'اسم صاحب الحساب لا يطابق اسم الفائز؛ أرسل حسابًا باسمك.' },
  ];
  for (const [i, win] of wins.entries()) {
    const [user] = await db
      .insert(t.users)
      .values({ type: 'contestant', name: win.name.ar, email: `prize-demo-${i + 1}@example.invalid`, passwordHash: '!demo-prize-cannot-sign-in', emailVerifiedAt: now, isWinner: true })
      .returning({ id: t.users.id });
    await db.update(t.winners).set({ userId: user!.id }).where(eq(t.winners.id, win.id));
    await db.insert(t.prizeRequests).values({ userId: user!.id, winId: win.id, accountHolder: win.name.ar, ...details[i]! });
  }
}
