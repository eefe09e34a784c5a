/**
 * The competition as the machines read it: the API's fields, with its `YYYY-MM-DD HH:MM` Mecca-time
 * strings parsed once, on arrival (src/app/api/competition.ts), into instants.
 */
export const TRACK_KEYS = ['first', 'second', 'third', 'fourth', 'fifth'] as const;
export type TrackKey = (typeof TRACK_KEYS)[number];

export interface TrackPrize {
  subtitle?: string | null;
  title?: string | null;
  description?: string | null;
  winner_count?: number | string | null;
  prize?: number | string | null;
}

/** The fields every competition (current or next) carries. */
export interface CompetitionFields {
  title: string;
  /** Epoch ms of `start_date`; null when the API sent no readable date. */
  startsAt: number | null;
  /** Epoch ms of `end_date`; null when the API sent no readable date. */
  endsAt: number | null;
  /** Days after `end_date` until the winners are announced. */
  winners_draw_period: number;
  is_winners_draw_period: boolean;
  /** The tracks whose draw is published: their winners are out, whatever the results date says of the others. */
  published_winners?: readonly TrackKey[];
  paths_slug?: readonly TrackKey[];
  paths?: Partial<Record<TrackKey, readonly TrackPrize[]>>;
}

/** What `GET /competitions` returns in `data`. */
export interface Competition extends CompetitionFields {
  next_comp: NextCompetition | null;
  is_next_comp_start: boolean;
}

/** `next_comp` has the same fields; it may or may not carry its own next. */
export interface NextCompetition extends CompetitionFields {
  next_comp?: NextCompetition | null;
  is_next_comp_start?: boolean;
}

/** Anything the countdown can count for: a competition as returned, or the one displayed. */
export type CountableCompetition = CompetitionFields & { next_comp?: NextCompetition | null };
