// What can stop a draw step; the operator command prints `message`, the operator console maps `code` to its own text.
export type DrawErrorCode =
  | 'noCompetition'
  | 'unknownTrack'
  | 'notEnded'
  | 'tooLateToAnnounce'
  | 'alreadyAnnounced'
  | 'notAnnounced'
  | 'secretNotAnnounced'
  | 'alreadyCommitted'
  | 'notCommitted'
  | 'alreadyDrawn'
  | 'notDrawn'
  | 'alreadyPublished'
  | 'notPublished'
  | 'secretRequired'
  | 'secretMismatch'
  | 'randomnessUnavailable'
  | 'randomnessInvalid';

export class DrawError extends Error {
  constructor(
    readonly code: DrawErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DrawError';
  }
}
