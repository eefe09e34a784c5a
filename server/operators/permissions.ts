// Who may call what in the console: ONE table, by the contract's operationId, for every operatorBearer operation
// (tests/server/roles.test.ts fails when the contract has one the table lacks, and tries every role on every call).
// The security handler (server/operators/access.ts) asks `can` before any handler runs; the console reads a role's
// permitted operations from getOperatorMe (`permissions`) and hides what it cannot do.
import type { operations } from '../../src/contract/schema';
import type { OperatorRole } from '../db/schema.ts';

const everyone = ['administrator', 'operator', 'reviewer', 'finance'] as const satisfies readonly OperatorRole[];
/** Those who review recordings: reviewers, and the operators and administrators who decide. */
const reviewing = ['administrator', 'operator', 'reviewer'] as const satisfies readonly OperatorRole[];
/** Those who decide: requests, slots, publications, the draw, and the audit log of those decisions. */
const deciding = ['administrator', 'operator'] as const satisfies readonly OperatorRole[];
/** Setup, content and console accounts. */
const administering = ['administrator'] as const satisfies readonly OperatorRole[];
/** Prize requests: finance decides and pays; administrators may read the list, the IBANs masked (server/api/operator/prizes.ts). */
const readingPrizes = ['administrator', 'finance'] as const satisfies readonly OperatorRole[];
const paying = ['finance'] as const satisfies readonly OperatorRole[];

export const permissions = {
  getOperatorMe: everyone,
  operatorLogout: everyone,
  getOperatorReviewQueue: reviewing,
  getOperatorReviewItem: reviewing,
  postOperatorReview: reviewing,
  getOperatorRecordingAudio: reviewing,
  getOperatorRequests: deciding,
  decideOperatorRequest: deciding,
  getOperatorSlots: deciding,
  postOperatorSlot: deciding,
  deleteOperatorSlot: deciding,
  getOperatorMessages: deciding,
  publishOperatorMessage: deciding,
  unpublishOperatorMessage: deciding,
  // the inbox: complaints and suggestions as threads (server/api/operator/inbox.ts)
  getOperatorInbox: deciding,
  answerOperatorInboxThread: deciding,
  closeOperatorInboxThread: deciding,
  reopenOperatorInboxThread: deciding,
  getOperatorDraws: deciding,
  postOperatorDrawStep: deciding,
  getOperatorAudit: deciding,
  getOperatorAccounts: administering,
  inviteOperator: administering,
  updateOperatorAccount: administering,
  // the competition cycle (server/api/operator/competitions.ts)
  getOperatorCompetitions: administering,
  createOperatorCompetition: administering,
  updateOperatorCompetition: administering,
  copyOperatorCompetition: administering,
  getOperatorCompetitionReadiness: administering,
  postOperatorCompetitionStep: administering,
  updateOperatorQuestion: administering,
  // the Tracks editor (server/api/operator/tracks.ts)
  getOperatorCompetitionTracks: administering,
  updateOperatorCompetitionTrack: administering,
  // the first track's question bank (server/api/operator/questions.ts)
  getOperatorQuestions: administering,
  createOperatorQuestion: administering,
  deleteOperatorQuestion: administering,
  reorderOperatorQuestions: administering,
  importOperatorQuestions: administering,
  updateOperatorQuizSettings: administering,
  // the second track's recitations and the third and fourth tracks' levels (server/api/operator/content.ts)
  getOperatorRecitations: administering,
  replaceOperatorRecitations: administering,
  getOperatorLevels: administering,
  replaceOperatorLevels: administering,
  // examiner availability of the third and fourth tracks (server/api/operator/availability.ts)
  getOperatorAvailability: administering,
  putOperatorAvailability: administering,
  // the site's texts and settings (server/api/operator/site.ts)
  getOperatorSite: administering,
  updateOperatorSiteSettings: administering,
  saveOperatorFaq: administering,
  saveOperatorRules: administering,
  // prize requests and payouts (server/api/operator/prizes.ts)
  getOperatorPrizeRequests: readingPrizes,
  decideOperatorPrizeRequest: paying,
  // contestants' deletion requests, carried out by anonymising (server/api/operator/deletions.ts)
  getOperatorDeletionRequests: administering,
  anonymiseOperatorContestant: administering,
  // site archives and deleting a draft competition (server/api/operator/exports.ts)
  getOperatorExports: administering,
  createOperatorExport: administering,
  getOperatorExportFile: administering,
  deleteOperatorCompetition: administering,
  // contestants: one list across tracks, a contestant's timeline, and the CSV exports (server/api/operator/contestants.ts, exports.ts)
  getOperatorContestants: deciding,
  getOperatorContestant: deciding,
  exportOperatorContestants: deciding,
  exportOperatorPrizeRequests: readingPrizes,
  // broadcasts (server/api/operator/broadcasts.ts)
  getOperatorBroadcasts: deciding,
  createOperatorBroadcast: deciding,
  updateOperatorBroadcast: deciding,
  previewOperatorBroadcast: deciding,
  sendOperatorBroadcastCopy: deciding,
  sendOperatorBroadcast: deciding,
  cancelOperatorBroadcast: deciding,
  // the job queue's recent jobs and failures (server/api/operator/jobs.ts)
  getOperatorJobs: administering,
} as const satisfies Partial<Record<keyof operations, readonly OperatorRole[]>>;

/**
 * Who sees contestants' ID (type, number, name on it) in the requests they decide: those who decide them and must check
 * who sits the test. Reviewers judge blind and finance sees only prize requests (decisions.md, privacy).
 */
const seeingPersonalData: readonly OperatorRole[] = deciding;
export const seesPersonalData = (role: OperatorRole): boolean => seeingPersonalData.includes(role);

export type OperatorAction = keyof typeof permissions;

export const isOperatorAction = (operationId: string): operationId is OperatorAction => Object.hasOwn(permissions, operationId);

/** Whether this role may call this operation; an operation the table does not know is refused to everyone. */
export function can(role: OperatorRole, operationId: string): boolean {
  return isOperatorAction(operationId) && (permissions[operationId] as readonly OperatorRole[]).includes(role);
}

/** Every operation this role may call, in the table's order (getOperatorMe's `permissions`). */
export function permittedActions(role: OperatorRole): OperatorAction[] {
  return (Object.keys(permissions) as OperatorAction[]).filter((action) => can(role, action));
}
