// The reference server's tables. One schema, one set of migrations (server/db/migrations), run on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AvailabilityOverride, WeeklyHours } from '../../src/domain/availability.ts';

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
    /** ISO 3166-1 alpha-2 codes (migration 0033); older free text no code was found for stays as typed. */
    country: text('country'),
    nationality: text('nationality'),
    birthDate: text('birth_date'),
    nationalIdType: text('national_id_type', { enum: ['national_id', 'iqama', 'passport'] }),
    idNumber: text('id_number'),
    idName: text('id_name'),
    thumbnail: text('thumbnail'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isWinner: boolean('is_winner').notNull().default(false),
    /**
     * The language the contestant uses the site in (its Accept-Language at sign-up, sign-in, profile change and push
     * registration): their push messages are written in it.
     */
    language: text('language', { enum: ['ar', 'en'] }).notNull().default('ar'),
    /** Tokens issued before this instant are refused (set when the password is reset). */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
    createdAt: createdAt(),
    /** When the contestant asked for their account to be deleted (migration 0035); an administrator carries it out. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    /** When the account was anonymised (server/operators/anonymise.ts): the row stays, named by its pseudonym. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /**
     * Name, e-mail and phone as a search sees them (migration 0034: Arabic marks left out, one form of each letter,
     * Western digits, lower case), kept by the database; the console's contestant search reads it
     * (server/operators/contestantFilter.ts).
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(translate(regexp_replace(name || ' ' || email || ' ' || coalesce(phone, ''), '[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'), 'أإآٱىئؤة٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'ااااييوه01234567890123456789'))`),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), index('users_contestants').on(t.id).where(sql`type = 'contestant'`)],
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
    /** SHA-256 of the e-mailed link's token (issue 27, point 10); null for codes issued before links existed. */
    linkHash: text('link_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otps_email_type').on(t.email, t.otpType)],
);

/** The competition cycle (issue 29): each step an organiser's explicit action (server/competitions/cycle.ts). */
export const competitionStates = ['draft', 'published', 'running', 'ended', 'results', 'archived'] as const;
export type CompetitionState = (typeof competitionStates)[number];

/**
 * Current, next and archived competitions. `state` is the source of truth; `kind` and `published`, which the site
 * reads, are its projection, rewritten by server/competitions/cycle.ts in the transaction of every step.
 */
export const competitions = pgTable('competitions', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['current', 'next', 'archive'] }).notNull(),
  state: text('state', { enum: competitionStates }).notNull().default('draft'),
  /** When each step was taken (state → instant). */
  stateDates: jsonb('state_dates').$type<Partial<Record<CompetitionState, string>>>().notNull().default({}),
  title: jsonb('title').$type<Localized>().notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  winnersDrawPeriod: integer('winners_draw_period').notNull().default(1),
  winnerCount: integer('winner_count').notNull().default(0),
  /** False hides a current/next competition (the `none` phase). */
  published: boolean('published').notNull().default(true),
  /** How long a first-track attempt lasts from its start (demo: 15 minutes). */
  quizTimeLimitSeconds: integer('quiz_time_limit_seconds').notNull().default(900),
  /** How many attempts a contestant may submit in the fifth track (decisions: 3). */
  fifthAttemptsAllowed: integer('fifth_attempts_allowed').notNull().default(3),
  /** How many questions each first-track attempt draws at random from the bank; null asks every question. */
  quizQuestionsPerAttempt: integer('quiz_questions_per_attempt'),
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
    /** The prize of each place in SAR, first place first (0: not set yet, a readiness finding). */
    prizes: jsonb('prizes').$type<number[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('tracks_competition_slug').on(t.competitionId, t.slug)],
);

/**
 * The second track's recitations of one competition (issue 29 point 5): a surah and a verse range of the Quran text the
 * site ships (quran-json), in `position` order. `id` is the recitation's number within its competition, the number a
 * contestant's clip keeps (recordings.clip_index), so it never changes when the list is reordered.
 */
export const competitionRecitations = pgTable(
  'competition_recitations',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    id: integer('id').notNull(),
    position: integer('position').notNull(),
    surahNumber: integer('surah_number').notNull(),
    fromAyah: integer('from_ayah').notNull(),
    toAyah: integer('to_ayah').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
  },
  (t) => [primaryKey({ name: 'competition_recitations_pk', columns: [t.competitionId, t.id] })],
);

export const memorisationTracks = ['third', 'fourth'] as const;
export type MemorisationTrack = (typeof memorisationTracks)[number];

/**
 * The levels a contestant chooses in the third and fourth tracks, per competition, in `position` order within their
 * track. `id` is the level's number within its competition (both tracks), the number a request keeps (submissions.level_id).
 */
export const competitionLevels = pgTable(
  'competition_levels',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    id: integer('id').notNull(),
    track: text('track', { enum: memorisationTracks }).notNull(),
    position: integer('position').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
  },
  (t) => [primaryKey({ name: 'competition_levels_pk', columns: [t.competitionId, t.id] })],
);

export const conditions = pgTable('conditions', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
});

/** One row per settings key (phone, email, twitter, tree_title, tree_word_1, method_title, partner_first_url, ...; server/api/siteTexts.ts). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Localized>().notNull(),
});

/** The site's FAQ, ordered, in both languages (migration 0030; they were keys into the site's dictionaries). */
export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  question: jsonb('question').$type<Localized>().notNull(),
  answer: jsonb('answer').$type<Localized>().notNull(),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  review: jsonb('review').$type<Localized>().notNull(),
  author: jsonb('author').$type<Localized>().notNull(),
  date: text('date').notNull(),
  /** The impression an operator published as this testimonial (seeded testimonials have none); unpublishing deletes the row. */
  complaintId: integer('complaint_id')
    .unique()
    .references(() => complaints.id, { onDelete: 'cascade' }),
});

/** Where a complaint or suggestion stands in the console's inbox (server/api/operator/inbox.ts). */
export const inboxStatuses = ['new', 'answered', 'closed'] as const;
export type InboxStatus = (typeof inboxStatuses)[number];

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    type: text('type', { enum: ['complaint', 'suggestion', 'impression'] }).notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    /** A complaint's or suggestion's thread: new, answered (an answer was mailed), closed. Impressions stay `new`. */
    status: text('status', { enum: inboxStatuses }).notNull().default('new'),
    /** The language the message was sent in: the answer's mail is written in it. */
    language: text('language', { enum: ['ar', 'en'] }).notNull().default('ar'),
    /** The contestant whose e-mail sent it, if any: their timeline finds their messages by it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('complaints_user').on(t.userId), index('complaints_inbox').on(t.type, t.status, t.createdAt)],
);

export type Complaint = typeof complaints.$inferSelect;

/** An operator's answer to a complaint or suggestion, stored once its mail was handed to the mail server. */
export const complaintReplies = pgTable(
  'complaint_replies',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaint_replies_complaint').on(t.complaintId, t.sentAt)],
);

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
    /** Question id → the index of the chosen option in the question's stored options, saved one at a time. */
    answers: jsonb('answers').$type<Record<string, number>>(),
    totalQuestions: integer('total_questions').notNull(),
    /** Scored when the attempt is submitted or closed at its deadline; released to the contestant after the end. */
    correctAnswers: integer('correct_answers'),
    startedAt: createdAt(),
    /** Start + the competition's time limit; answers after it are refused and the attempt is closed. */
    deadline: timestamp('deadline', { withTimezone: true }),
    /** This attempt's options: question id → its options in shown order as [opaque random id, stored index]. */
    layout: jsonb('layout').$type<Record<string, [number, number][]>>(),
    /** Set when submitted, or to the deadline when the server closed the attempt. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    closedBy: text('closed_by', { enum: ['contestant', 'deadline'] }),
  },
  (t) => [uniqueIndex('first_path_user_competition').on(t.userId, t.competitionId), index('first_path_entries_competition').on(t.competitionId, t.userId)],
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
    /** Why the reviewers refused a fifth-track attempt (operator console). */
    refusalReason: text('refusal_reason'),
    /** What the server measured when it kept the take (server/media): decoded duration, EBU R128 loudness, peak. */
    durationMs: integer('duration_ms'),
    loudnessLufs: doublePrecision('loudness_lufs'),
    loudnessRangeLu: doublePrecision('loudness_range_lu'),
    peakDb: doublePrecision('peak_db'),
    /** SHA-256 (hex) of the original as stored. */
    sha256: text('sha256'),
    /** The copy every browser plays (AAC in MP4), kept beside the original in the same folder. */
    playbackFileName: text('playback_file_name'),
    playbackSize: integer('playback_size'),
    playbackSha256: text('playback_sha256'),
    /** The Idempotency-Key of the upload that made this take: the same key again answers this row. */
    idempotencyKey: text('idempotency_key'),
    /** A fifth-track attempt's review pseudonym (F-…): random, stored, unique; drawn by the database (migration 0015). */
    reviewCode: text('review_code')
      .notNull()
      .default(sql`review_code('recordings')`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One clip per recitation, one row per attempt number: the database itself refuses a duplicate under concurrency.
  (t) => [
    uniqueIndex('recordings_user_slot').on(t.userId, t.competitionId, t.track, t.clipIndex),
    uniqueIndex('recordings_user_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('recordings_review_code').on(t.reviewCode),
    index('recordings_track_status').on(t.competitionId, t.track, t.status, t.userId),
  ],
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
    /** Why the reviewers refused the set (operator console). */
    refusalReason: text('refusal_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The set's review pseudonym (S-…): random, stored, unique; drawn by the database (migration 0015). */
    reviewCode: text('review_code')
      .notNull()
      .default(sql`review_code('second_path_entries')`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('second_path_user_competition').on(t.userId, t.competitionId),
    uniqueIndex('second_path_entries_review_code').on(t.reviewCode),
    index('second_path_entries_status').on(t.competitionId, t.status, t.userId),
  ],
);

/** Third and fourth track appointment slots: an instant and how many contestants it seats (one examiner each). */
export const appointmentSlots = pgTable(
  'appointment_slots',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    track: text('track', { enum: ['third', 'fourth'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    /** Opened by hand in the console: the availability pattern never removes it. */
    openedByOperator: boolean('opened_by_operator').notNull().default(false),
  },
  (t) => [uniqueIndex('appointment_slots_competition_track_start').on(t.competitionId, t.track, t.startsAt)],
);

/**
 * Examiner availability of a competition's third or fourth track (issue 29, point 5; src/domain/availability.ts): the
 * slots are generated from it (server/competitions/availability.ts).
 */
export const availability = pgTable(
  'availability',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    track: text('track', { enum: ['third', 'fourth'] }).notNull(),
    weekly: jsonb('weekly').$type<WeeklyHours[]>().notNull(),
    overrides: jsonb('overrides').$type<AvailabilityOverride[]>().notNull().default([]),
    slotMinutes: integer('slot_minutes').notNull(),
    seats: integer('seats').notNull(),
    minNoticeMinutes: integer('min_notice_minutes').notNull(),
    holdMinutes: integer('hold_minutes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.competitionId, t.track], name: 'availability_pkey' })],
);

/** A seat held for a contestant while they confirm; it counts against the slot's capacity until it expires. */
export const appointmentHolds = pgTable(
  'appointment_holds',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => appointmentSlots.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('appointment_holds_slot').on(t.slotId), index('appointment_holds_expires_at').on(t.expiresAt)],
);

/** The contestant's details as given with a request (also kept on the account to fill the form next time). */
export type ContestantDetails = {
  national_id_type: 'national_id' | 'iqama' | 'passport';
  id_number: string;
  id_name: string;
  nationality: string;
  birth_date: string;
  gender: 'male' | 'female';
  country: string;
  phone: string;
};

/** Third (levelled memorisation) and fourth (Juz' Amma) track requests: what the operators decide on. */
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
    /** The seat this request occupies while pending or approved. */
    slotId: integer('slot_id').references(() => appointmentSlots.id, { onDelete: 'set null' }),
    /** The appointment as an instant (shown in Mecca time). */
    appointmentAt: timestamp('appointment_at', { withTimezone: true }).notNull(),
    details: jsonb('details').$type<ContestantDetails>(),
    meetingUrl: text('meeting_url'),
    status: text('status', { enum: ['pending', 'approved', 'refused', 'success', 'failed', 'cancelled'] }).notNull().default('pending'),
    refusalReason: text('refusal_reason'),
    degree: integer('degree'),
    /** Whether the contestant came to the test, as the examiner marked it (operator console). */
    attendance: text('attendance', { enum: ['attended', 'absent'] }),
    /** When an operator last decided (accepted, refused, recorded a result). */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('submissions_user_track').on(t.userId, t.competitionId, t.track),
    index('submissions_slot').on(t.slotId),
    // One open request per contestant and track, decided by the database; seats per slot are counted under a lock.
    index('submissions_track_status').on(t.competitionId, t.track, t.status, t.userId),
    uniqueIndex('submissions_open_per_user').on(t.userId, t.competitionId, t.track).where(sql`status in ('pending', 'approved', 'success')`),
  ],
);

// Candidates are not stored: they are read from the entries that qualify (server/draw/eligibility.ts).

/** Where a draw's randomness comes from, named before the draw (server/draw/randomness.ts). */
export type DrawSource =
  | { kind: 'operatorSecret'; commitment: string }
  | { kind: 'drand'; chainHash: string; round: number; url: string };

/**
 * One draw per competition and track (the unique index: a draw is never run twice). Announced with its source of
 * randomness before the end, committed after it (the frozen list, its hash, the winner count), then run once.
 */
export const draws = pgTable(
  'draws',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    track: text('track', { enum: trackSlugs }).notNull(),
    label: text('label').notNull(),
    source: jsonb('source').$type<DrawSource>().notNull(),
    announcedAt: timestamp('announced_at', { withTimezone: true }).notNull(),
    /** The frozen eligible list: sorted pseudonymous ids. */
    entries: jsonb('entries').$type<string[]>(),
    listHash: text('list_hash'),
    winnerCount: integer('winner_count'),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    randomness: text('randomness'),
    /** What the beacon published with its randomness (drand: the round's signature), for anyone to check. */
    randomnessProof: text('randomness_proof'),
    seed: text('seed'),
    /** Every entry in drawn order: the first `winner_count` won, the rest are reserves. */
    drawOrder: jsonb('draw_order').$type<string[]>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('draws_competition_track').on(t.competitionId, t.track)],
);

/** Who stands behind each pseudonymous id of a committed draw, as the list was frozen. */
export const drawEntries = pgTable(
  'draw_entries',
  {
    id: serial('id').primaryKey(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    entryId: text('entry_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: jsonb('name').$type<Localized>().notNull(),
    country: jsonb('country').$type<Localized>().notNull(),
    gender: text('gender', { enum: ['male', 'female'] }),
  },
  (t) => [uniqueIndex('draw_entries_draw_entry').on(t.drawId, t.entryId), index('draw_entries_entry').on(t.entryId)],
);

export const winners = pgTable(
  'winners',
  {
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
    /** The draw this win came from (archives seeded before draws have none). */
    drawId: integer('draw_id').references(() => draws.id, { onDelete: 'set null' }),
    entryId: text('entry_id'),
  },
  (t) => [index('winners_user').on(t.userId, t.competitionId, t.track)],
);

export const certificates = pgTable(
  'certificates',
  {
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
    /** On the public list only once its holder chooses (migration 0025); verifiable by its code either way. */
    isPublic: boolean('is_public').notNull().default(false),
    /** A revoked certificate still verifies as genuine but is shown as revoked, with the date. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The win a winner certificate is for; a participation certificate's entry is its competition and track. */
    winId: integer('win_id').references(() => winners.id, { onDelete: 'set null' }),
  },
  // One certificate of each kind per holder, competition and track: issuing again adds nothing.
  (t) => [uniqueIndex('certificates_per_entry').on(t.userId, t.competitionId, t.track, t.kind)],
);

/**
 * A prize request's life: pending → approved or returned (with a reason; the winner sends a corrected one) → payment
 * recorded (one finance account, with the bank's reference) → paid (confirmed by a different finance account).
 * `refused` is kept for requests from before the finance steps.
 */
export const prizeRequestStatuses = ['pending', 'approved', 'returned', 'payment_recorded', 'paid', 'refused'] as const;
export type PrizeRequestStatus = (typeof prizeRequestStatuses)[number];

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
    status: text('status', { enum: prizeRequestStatuses }).notNull().default('pending'),
    /** Why finance returned it (or, for requests from before migration 0031, refused it): the winner reads it. */
    refusalReason: text('refusal_reason'),
    createdAt: createdAt(),
    // Finance's steps (migration 0031, server/api/operator/prizes.ts): approved or returned, then a payment recorded
    // with its reference by one account and confirmed by another (a check constraint keeps them two).
    reviewedBy: integer('reviewed_by').references(() => operators.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    paymentReference: text('payment_reference'),
    paymentRecordedBy: integer('payment_recorded_by').references(() => operators.id),
    paymentRecordedAt: timestamp('payment_recorded_at', { withTimezone: true }),
    paymentConfirmedBy: integer('payment_confirmed_by').references(() => operators.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  // At most one live request (open or paid) per win, enforced by the database; a returned one leaves room for the next.
  (t) => [
    uniqueIndex('prize_requests_open_per_win').on(t.winId).where(sql`status in ('pending', 'approved', 'payment_recorded', 'paid')`),
    index('prize_requests_status').on(t.status, t.createdAt),
    index('prize_requests_user').on(t.userId),
    check('prize_requests_two_approvers', sql`${t.paymentConfirmedBy} IS NULL OR ${t.paymentConfirmedBy} <> ${t.paymentRecordedBy}`),
  ],
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

// ---------------------------------------------------------------- the operator console (issue 20)

/**
 * Console roles (server/operators/permissions.ts decides what each may call): an administrator sets the site up and
 * manages console accounts besides deciding; an operator decides; a reviewer only reviews, blind; finance handles
 * prize requests.
 */
export const operatorRoles = ['administrator', 'operator', 'reviewer', 'finance'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/** People of the console: never contestants, created by `npm run operator:create`, the first-run setup link or an administrator's invitation, never by sign-up. */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** None while an invited account waits for its invitee to choose a password (operator_invitations). */
    passwordHash: text('password_hash'),
    role: text('role', { enum: operatorRoles }).notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_email_unique').on(sql`lower(${t.email})`)],
);

/**
 * Conflicts of interest a console account declared (`npm run operator:create -- … --conflict <email>`, or
 * `npm run operator:conflict` later): the entries of the contestant with that e-mail are never assigned to it, as its
 * own (same e-mail) never are (server/api/operator/reviews.ts).
 */
export const operatorConflicts = pgTable(
  'operator_conflicts',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    declaredAt: timestamp('declared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operator_conflicts_operator_email').on(t.operatorId, sql`lower(${t.email})`)],
);

/** Append-only: every decision of the console, written in the decision's own transaction (server/operators/audit.ts). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_at').on(t.createdAt), index('audit_log_subject').on(t.subjectType, t.subjectId)],
);

export const reviewItemKinds = ['second', 'fifth'] as const;
export type ReviewItemKind = (typeof reviewItemKinds)[number];

/**
 * One reviewer's verdict on a second-track set (second_path_entries.id) or a fifth-track attempt (recordings.id).
 * Two verdicts decide an item; a third is asked for when they disagree beyond the tolerance (server/operators/reviewRule.ts).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    itemKind: text('item_kind', { enum: reviewItemKinds }).notNull(),
    itemId: integer('item_id').notNull(),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => operators.id),
    verdict: text('verdict', { enum: ['accept', 'refuse', 'recuse'] }).notNull(),
    /** Rubric criterion → points; null for a recusal. */
    scores: jsonb('scores').$type<Record<string, number>>(),
    total: integer('total'),
    /** Why the item was refused, or why the reviewer recused. */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reviews_item_reviewer').on(t.itemKind, t.itemId, t.reviewerId), index('reviews_item').on(t.itemKind, t.itemId)],
);

/**
 * What this database is, one row: `demo` when it was seeded with the demo competition and its documented accounts
 * (development), false when a production start found it empty. A production start refuses a demo database
 * (server/db/startup.ts), and a development start never seeds or moves the dates of an organiser's one.
 */
export const installation = pgTable('installation', {
  id: boolean('id').primaryKey().default(true),
  demo: boolean('demo').notNull(),
  /** The first-run setup link's token, hashed (server/operators/setup.ts): each production start without an administrator makes a new one. */
  setupTokenHash: text('setup_token_hash'),
  createdAt: createdAt(),
});

/** An administrator's invitation to a console account: the e-mailed link's token, hashed; used once, within its time. */
export const operatorInvitations = pgTable(
  'operator_invitations',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_invitations_token_hash').on(t.tokenHash), index('operator_invitations_operator').on(t.operatorId)],
);

/**
 * Keys the server signs with, by name (`certificates`: the Ed25519 key of certificate signatures, PKCS#8 PEM), so that
 * every process shares one without a file on its disk (migration 0038; CERTIFICATE_SIGNING_KEY overrides it).
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  privateKeyPem: text('private_key_pem').notNull(),
  createdAt: createdAt(),
});
/** What a broadcast's audience is: the contestant filter's fields (COMMON shape `ContestantFilter`). */
export type BroadcastAudience = {
  q?: string;
  competitionId?: number;
  track?: 'first' | 'second' | 'third' | 'fourth' | 'fifth';
  status?: string;
  winners?: boolean;
};

export const broadcastStatuses = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type BroadcastStatus = (typeof broadcastStatuses)[number];

/**
 * A message in both languages to an audience (issue 30, point 5): a draft, scheduled for `send_at`, being sent in batches
 * by a queue job (server/broadcasts), sent, or cancelled before it started.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: serial('id').primaryKey(),
    audience: jsonb('audience').$type<BroadcastAudience>().notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>().notNull(),
    /** Also by e-mail, in each recipient's language. */
    email: boolean('email').notNull().default(false),
    status: text('status', { enum: broadcastStatuses }).notNull().default('draft'),
    sendAt: timestamp('send_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    sentCount: integer('sent_count').notNull().default(0),
  },
  (t) => [index('broadcasts_due').on(t.status, t.sendAt)],
);

/** Who a broadcast reached: written with their notification, in one transaction; the key makes a second send impossible. */
export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'broadcast_recipients_pk', columns: [t.broadcastId, t.userId] })],
);
