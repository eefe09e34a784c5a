// Demo content of the console (server/README.md lists the accounts): an administrator, an operator, two reviewers (so double review can
// be tried at once), second-track sets and a fifth-track attempt waiting for review, and messages to read and publish.
import { sql } from 'drizzle-orm';
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
}

