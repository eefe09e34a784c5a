// What contestants have already seen cannot change under them (issue 29): from a competition's start its questions,
// recitations and levels are locked. Every content editor calls `assertContentEditable` before it writes.
import { ApiError } from '../http/errors.ts';
import { type Competition, hasStarted } from './cycle.ts';

export type LockedContent = 'questions' | 'recitations' | 'levels';

/** Refuses (409, `contentLocked`) an edit of `what` once the competition has started (a start taken or its date come). */
export function assertContentEditable(competition: Pick<Competition, 'state' | 'startAt'>, what: LockedContent, now: Date): void {
  if (hasStarted(competition, now)) throw new ApiError(409, 'contentLocked', { errors: { [what]: 'contentLocked' } });
}
