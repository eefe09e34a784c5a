// What can stop a draw step; the operator command prints `message`, the operator API answers with the catalogue's text for `code` (server/messages.ts).
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
