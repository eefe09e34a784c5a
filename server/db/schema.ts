// The reference server's tables. One schema, one set of migrations (server/db/migrations), run on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Text kept in both languages; the answer picks one by Accept-Language. */
export type Localized = { ar: string; en: string };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['contestant', 'visitor'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    gender: text('gender', { enum: ['male', 'female'] }),
    country: text('country'),
    nationality: text('nationality'),
    birthDate: text('birth_date'),
    nationalIdType: text('national_id_type', { enum: ['national_id', 'iqama', 'passport'] }),
    idNumber: text('id_number'),
    idName: text('id_name'),
    thumbnail: text('thumbnail'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isWinner: boolean('is_winner').notNull().default(false),
    /** Tokens issued before this instant are refused (set when the password is reset). */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // Rows past their token's expiry are purged (server/maintenance.ts).
  (t) => [index('revoked_tokens_expires_at').on(t.expiresAt)],
);

/**
 * Counters shared by every server process: per-account sign-in attempts, one-time-code checks and code-sending cooldowns.
 * A window starts at its first hit and ends at `reset_at`; an expired row counts from 1 again (and is purged).
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_reset_at').on(t.resetAt)],
);

export const otps = pgTable(
  'otps',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    otpType: text('otp_type', { enum: ['user_verify_email', 'reset_password'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otps_email_type').on(t.email, t.otpType)],
);

/** Current, next and archived competitions. */
export const competitions = pgTable('competitions', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['current', 'next', 'archive'] }).notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  winnersDrawPeriod: integer('winners_draw_period').notNull().default(1),
  winnerCount: integer('winner_count').notNull().default(0),
  /** False hides a current/next competition (the `none` phase). */
  published: boolean('published').notNull().default(true),
});

export const trackSlugs = ['first', 'second', 'third', 'fourth', 'fifth'] as const;
export type TrackSlug = (typeof trackSlugs)[number];

export const tracks = pgTable(
  'tracks',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    slug: text('slug', { enum: trackSlugs }).notNull(),
    position: integer('position').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    subtitle: jsonb('subtitle').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    winnerCount: integer('winner_count').notNull(),
    prize: integer('prize').notNull(),
  },
  (t) => [uniqueIndex('tracks_competition_slug').on(t.competitionId, t.slug)],
);

export const conditions = pgTable('conditions', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
});

/** One row per settings key (phone, email, twitter, tree_title, tree_word_1, ...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Localized>().notNull(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  questionKey: text('question_key').notNull(),
  answerKey: text('answer_key').notNull(),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  review: jsonb('review').$type<Localized>().notNull(),
  author: jsonb('author').$type<Localized>().notNull(),
  date: text('date').notNull(),
});

export const complaints = pgTable('complaints', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  type: text('type', { enum: ['complaint', 'suggestion', 'impression'] }).notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
});

export const statistics = pgTable('statistics', {
  id: integer('id').primaryKey(),
  totalCountries: integer('total_countries').notNull(),
  registered: integer('registered').notNull(),
  subscribesContestants: integer('subscribes_contestants').notNull(),
  candidates: integer('candidates').notNull(),
  winners: integer('winners').notNull(),
});

export const questions = pgTable('questions', {
  id: serial('id').primaryKey(),
  competitionId: integer('competition_id')
    .notNull()
    .references(() => competitions.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  text: jsonb('text').$type<Localized>().notNull(),
  options: jsonb('options').$type<Localized[]>().notNull(),
  correctIndex: integer('correct_index').notNull(),
});

/** A contestant's first-track attempt: started, then answered once. */
export const firstPathEntries = pgTable(
  'first_path_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, number>>(),
    totalQuestions: integer('total_questions').notNull(),
    correctAnswers: integer('correct_answers'),
    startedAt: createdAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('first_path_user_competition').on(t.userId, t.competitionId)],
);

/** Audio recordings of the second (5 clips) and fifth (at most 3 attempts) tracks. */
export const recordings = pgTable(
  'recordings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    track: text('track', { enum: ['second', 'fifth'] }).notNull(),
    clipIndex: integer('clip_index').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** Second track: null; fifth track: pending|active|inactive|failed|success. */
    status: text('status'),
    degree: integer('degree'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One clip per recitation, one row per attempt number: the database itself refuses a duplicate under concurrency.
  (t) => [uniqueIndex('recordings_user_slot').on(t.userId, t.competitionId, t.track, t.clipIndex)],
);

/** A contestant's second-track entry: recording until submitted. */
export const secondPathEntries = pgTable(
  'second_path_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['recording', 'submitted', 'accepted', 'refused'] }).notNull().default('recording'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('second_path_user_competition').on(t.userId, t.competitionId)],
);

/** Third (levelled memorisation) and fourth (Juz' Amma) track submissions. */
export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    track: text('track', { enum: ['third', 'fourth'] }).notNull(),
    levelId: integer('level_id').notNull(),
    /** Mecca calendar date and clock time of the appointment. */
    date: text('date').notNull(),
    time: text('time').notNull(),
    meetingUrl: text('meeting_url'),
    status: text('status', { enum: ['pending', 'approved', 'refused', 'success', 'failed'] }).notNull().default('pending'),
    refusalReason: text('refusal_reason'),
    degree: integer('degree'),
    createdAt: createdAt(),
  },
  (t) => [
    index('submissions_user_track').on(t.userId, t.competitionId, t.track),
    // One open request per contestant and track, and one contestant per appointment slot, decided by the database.
    uniqueIndex('submissions_open_per_user').on(t.userId, t.competitionId, t.track).where(sql`status in ('pending', 'approved', 'success')`),
    uniqueIndex('submissions_slot_taken').on(t.competitionId, t.track, t.date, t.time).where(sql`status in ('pending', 'approved')`),
  ],
);

export const candidates = pgTable('candidates', {
  id: serial('id').primaryKey(),
  competitionId: integer('competition_id')
    .notNull()
    .references(() => competitions.id, { onDelete: 'cascade' }),
  track: text('track', { enum: trackSlugs }).notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  country: jsonb('country').$type<Localized>().notNull(),
  gender: text('gender', { enum: ['male', 'female'] }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
});

export const winners = pgTable('winners', {
  id: serial('id').primaryKey(),
  competitionId: integer('competition_id')
    .notNull()
    .references(() => competitions.id, { onDelete: 'cascade' }),
  track: text('track', { enum: trackSlugs }).notNull(),
  rank: integer('rank').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  country: jsonb('country').$type<Localized>().notNull(),
  prize: integer('prize').notNull(),
  gender: text('gender', { enum: ['male', 'female'] }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
});

export const certificates = pgTable('certificates', {
  id: serial('id').primaryKey(),
  competitionId: integer('competition_id')
    .notNull()
    .references(() => competitions.id, { onDelete: 'cascade' }),
  track: text('track', { enum: trackSlugs }).notNull(),
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: ['participation', 'winner'] }).notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  issuedAt: text('issued_at').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  isPublic: boolean('is_public').notNull().default(true),
});

/** A winner's requests for the transfer of a prize. */
export const prizeRequests = pgTable(
  'prize_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    winId: integer('win_id')
      .notNull()
      .references(() => winners.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    accountHolder: text('account_holder').notNull(),
    iban: text('iban').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'refused', 'paid'] }).notNull().default('pending'),
    refusalReason: text('refusal_reason'),
    createdAt: createdAt(),
  },
  // At most one open (pending or approved) request per win, enforced by the database.
  (t) => [uniqueIndex('prize_requests_open_per_win').on(t.winId).where(sql`status in ('pending', 'approved')`)],
);

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: jsonb('title').$type<Localized>().notNull(),
  body: jsonb('body').$type<Localized>().notNull(),
  data: jsonb('data').$type<Record<string, string>>(),
  isRead: boolean('is_read').notNull().default(false),
  createdAt: createdAt(),
});

export const fcmTokens = pgTable(
  'fcm_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fcm_tokens_user_token').on(t.userId, t.token)],
);
