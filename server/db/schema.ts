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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

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
    score: integer('score'),
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
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('recordings_user_track').on(t.userId, t.track)],
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
    level: text('level'),
    appointmentAt: text('appointment_at'),
    meetingUrl: text('meeting_url'),
    status: text('status').notNull().default('pending'),
    refusalReason: text('refusal_reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('submissions_user_track').on(t.userId, t.competitionId, t.track)],
);

export const candidates = pgTable('candidates', {
  id: serial('id').primaryKey(),
  competitionId: integer('competition_id')
    .notNull()
    .references(() => competitions.id, { onDelete: 'cascade' }),
  track: text('track', { enum: trackSlugs }).notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  country: jsonb('country').$type<Localized>().notNull(),
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
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
});

export const certificates = pgTable('certificates', {
  id: serial('id').primaryKey(),
  competitionId: integer('competition_id')
    .notNull()
    .references(() => competitions.id, { onDelete: 'cascade' }),
  track: text('track', { enum: trackSlugs }).notNull(),
  code: text('code').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  issuedAt: text('issued_at').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  isPublic: boolean('is_public').notNull().default(true),
});

/** A winner's requests (prize transfer, certificate correction, ...). */
export const winnerRequests = pgTable('winner_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  content: text('content').notNull(),
  status: text('status').notNull().default('pending'),
  createdAt: createdAt(),
});

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: jsonb('title').$type<Localized>().notNull(),
  body: jsonb('body').$type<Localized>().notNull(),
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
