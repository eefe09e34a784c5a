// The console's one contestant filter (issue 30, points 1, 5 and 6): the contestants list, its exports and the
// broadcasts' audiences all pick contestants by it, as one SQL condition on `users`, so a list, a CSV and a message sent
// "to these" can never disagree about who "these" are.
//
//   q            part of a name, e-mail or phone (Arabic marks, hamza and alef forms, taa marbuta and Eastern digits
//                folded alike on both sides: users.search_text, migration 0034), or a whole pseudonym (a second-track
//                set's S-…, a fifth-track attempt's F-…, a draw's entry id)
//   competitionId  contestants with an entry in that competition (in the track, when one is given)
//   track        contestants who entered that track
//   status       that track's entry status as the track's own answers name it (below); needs a track
//   winners      only the published winners (of the track and the competition when given)
import { type SQL, and, eq, sql } from 'drizzle-orm';
import * as t from '../db/schema.ts';

export const contestantTracks = ['first', 'second', 'third', 'fourth', 'fifth'] as const;
export type ContestantTrack = (typeof contestantTracks)[number];

/**
 * Each track's entry statuses, as the server already names them: the first track's attempt (`attemptStatus`), the
 * second track's set, the third and fourth tracks' newest request, the fifth track's newest attempt.
 */
export const trackStatuses = {
  first: ['started', 'submitted', 'closed'],
  second: ['recording', 'submitted', 'accepted', 'refused'],
  third: ['pending', 'approved', 'refused', 'success', 'failed', 'cancelled'],
  fourth: ['pending', 'approved', 'refused', 'success', 'failed', 'cancelled'],
  fifth: ['pending', 'active', 'inactive', 'failed', 'success'],
} as const satisfies Record<ContestantTrack, readonly string[]>;

export type ContestantFilter = {
  q?: string;
  competitionId?: number;
  track?: ContestantTrack;
  status?: string;
  winners?: boolean;
};

/** A filter's fault, named by the query parameter it is about (the handlers answer 422 with it). */
export type FilterFault = { field: 'status'; code: 'statusNeedsTrack' | 'unknownStatus' };

/** Checks what SQL cannot: a status belongs to a track. */
export function filterFault(filter: ContestantFilter): FilterFault | null {
  if (filter.status === undefined) return null;
  if (!filter.track) return { field: 'status', code: 'statusNeedsTrack' };
  return (trackStatuses[filter.track] as readonly string[]).includes(filter.status) ? null : { field: 'status', code: 'unknownStatus' };
}

/** The filter as query parameters name it (getOperatorContestants and the exports). */
export type ContestantFilterQuery = { q?: string; competition_id?: number; track?: ContestantTrack; status?: string; winners?: boolean };

export function filterOfQuery(query: ContestantFilterQuery | undefined): ContestantFilter {
  const q = query?.q?.trim();
  return {
    ...(q ? { q } : {}),
    ...(query?.competition_id !== undefined ? { competitionId: query.competition_id } : {}),
    ...(query?.track ? { track: query.track } : {}),
    ...(query?.status ? { status: query.status } : {}),
    ...(query?.winners ? { winners: true } : {}),
  };
}

// The folding of migration 0034's users.search_text, for the typed text.
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const LETTER_FORMS: Record<string, string> = { 'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا', 'ى': 'ي', 'ئ': 'ي', 'ؤ': 'و', 'ة': 'ه' };
const LETTER_FORM = /[أإآٱىئؤة]/g;
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** The typed text as users.search_text holds names, e-mails and phones. */
export function searchKey(text: string): string {
  return text
    .normalize('NFC')
    .replace(ARABIC_MARKS, '')
    .replace(LETTER_FORM, (letter) => LETTER_FORMS[letter] ?? letter)
    .replace(EASTERN_DIGIT, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
    .toLowerCase()
    .trim();
}

const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether the contestant (users) holds a track's entry in the competition (any, when none is named), in the status. */
function entered(track: ContestantTrack, competitionId: number | undefined, status: string | undefined): SQL {
  const inCompetition = (column: SQL | unknown) => (competitionId === undefined ? sql`true` : sql`${column} = ${competitionId}`);
  switch (track) {
    case 'first': {
      const statusOf = sql`(case when f.closed_by = 'deadline' then 'closed' when f.submitted_at is not null then 'submitted' else 'started' end)`;
      return sql`exists (select 1 from first_path_entries f where f.user_id = ${t.users.id} and ${inCompetition(sql`f.competition_id`)}${status ? sql` and ${statusOf} = ${status}` : sql``})`;
    }
    case 'second':
      return sql`exists (select 1 from second_path_entries s where s.user_id = ${t.users.id} and ${inCompetition(sql`s.competition_id`)}${status ? sql` and s.status = ${status}` : sql``})`;
    case 'third':
    case 'fourth':
      // The newest request of the competition and track is the one whose status counts (an older refused one does not).
      return sql`exists (select 1 from submissions r where r.user_id = ${t.users.id} and r.track = ${track} and ${inCompetition(sql`r.competition_id`)}${
        status
          ? sql` and r.status = ${status} and not exists (select 1 from submissions n where n.user_id = r.user_id and n.competition_id = r.competition_id and n.track = r.track and n.id > r.id)`
          : sql``
      })`;
    case 'fifth':
      return sql`exists (select 1 from recordings a where a.user_id = ${t.users.id} and a.track = 'fifth' and ${inCompetition(sql`a.competition_id`)}${
        status
          ? sql` and a.status = ${status} and not exists (select 1 from recordings n where n.user_id = a.user_id and n.competition_id = a.competition_id and n.track = 'fifth' and n.clip_index > a.clip_index)`
          : sql``
      })`;
  }
}

/**
 * The one condition on `users` that picks the filter's contestants: the list's where, the exports' where, and (at the
 * merge) the broadcasts' audience. Call filterFault first: a status without its track is ignored here.
 */
export function contestantCondition(filter: ContestantFilter): SQL {
  const parts: SQL[] = [sql`${t.users.type} = 'contestant'`];
  if (filter.q) {
    const key = searchKey(filter.q);
    const code = filter.q.trim().toUpperCase();
    // The pseudonyms as one uncorrelated set (a hashed subplan, read once), never a lookup per contestant.
    parts.push(sql`(${t.users.searchText} like ${likePattern(key)} or ${t.users.id} in (
      select p.user_id from second_path_entries p where p.review_code = ${code}
      union all select p.user_id from recordings p where p.review_code = ${code}
      union all select p.user_id from draw_entries p where p.entry_id = ${code} and p.user_id is not null))`);
  }
  if (filter.track) {
    parts.push(entered(filter.track, filter.competitionId, filter.status));
  } else if (filter.competitionId !== undefined && !filter.winners) {
    parts.push(sql`(${sql.join(
      contestantTracks.map((tr) => entered(tr, filter.competitionId, undefined)),
      sql` or `,
    )})`);
  }
  if (filter.winners) {
    parts.push(
      sql`exists (select 1 from winners w where w.user_id = ${t.users.id}${filter.track ? sql` and w.track = ${filter.track}` : sql``}${
        filter.competitionId !== undefined ? sql` and w.competition_id = ${filter.competitionId}` : sql``
      })`,
    );
  }
  return and(...parts)!;
}

/** Only this contestant (a timeline's profile), as the list would find them. */
export const isContestant = (id: number): SQL => and(eq(t.users.id, id), eq(t.users.type, 'contestant'))!;
