export const trackKeys = ['first', 'second', 'third', 'fourth', 'fifth'] as const;
export type TrackKey = (typeof trackKeys)[number];

/** Candidate routes spell the fourth track `forth-path` (spec §2); winner routes spell it `fourth-path`. */
export const candidateSlugs: Record<TrackKey, string> = {
  first: 'first-path',
  second: 'second-path',
  third: 'third-path',
  fourth: 'forth-path',
  fifth: 'fifth-path',
};

export const winnerSlugs: Record<TrackKey, string> = {
  first: 'first-path',
  second: 'second-path',
  third: 'third-path',
  fourth: 'fourth-path',
  fifth: 'fifth-path',
};

function trackBySlug(slugs: Record<TrackKey, string>, slug: string | undefined): TrackKey | null {
  const wanted = slug?.toLowerCase();
  return trackKeys.find((track) => slugs[track] === wanted) ?? null;
}

export const trackOfCandidateSlug = (slug: string | undefined) => trackBySlug(candidateSlugs, slug);
export const trackOfWinnerSlug = (slug: string | undefined) => trackBySlug(winnerSlugs, slug);

export const candidatesPath = (track: TrackKey) => `/competition/candidates/${candidateSlugs[track]}`;
export const winnersPath = (track: TrackKey) => `/winners/${winnerSlugs[track]}`;
