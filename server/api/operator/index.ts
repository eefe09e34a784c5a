// The operator console's handlers (issue 20), by operationId; server/api/index.ts spreads them into the service.
import { acceptOperatorInvitation, getOperatorAccounts, inviteOperator, operatorSetup, updateOperatorAccount } from './accounts.ts';
import { getOperatorAudit } from './audit.ts';
import {
  cancelOperatorBroadcast,
  createOperatorBroadcast,
  getOperatorBroadcasts,
  previewOperatorBroadcast,
  sendOperatorBroadcast,
  sendOperatorBroadcastCopy,
  updateOperatorBroadcast,
} from './broadcasts.ts';
import { getOperatorJobs } from './jobs.ts';
import { getOperatorAvailability, putOperatorAvailability } from './availability.ts';
import {
  copyOperatorCompetition,
  createOperatorCompetition,
  getOperatorCompetitionReadiness,
  getOperatorCompetitions,
  postOperatorCompetitionStep,
  updateOperatorCompetition,
} from './competitions.ts';
import {
  createOperatorQuestion,
  deleteOperatorQuestion,
  getOperatorQuestions,
  importOperatorQuestions,
  reorderOperatorQuestions,
  updateOperatorQuestion,
  updateOperatorQuizSettings,
} from './questions.ts';
import { getOperatorMe, operatorLogin, operatorLogout } from './auth.ts';
import { getOperatorCompetitionTracks, updateOperatorCompetitionTrack } from './tracks.ts';
import { getOperatorLevels, getOperatorRecitations, replaceOperatorLevels, replaceOperatorRecitations } from './content.ts';
import { getOperatorContestant, getOperatorContestants } from './contestants.ts';
import { getOperatorDraws, postOperatorDrawStep } from './draws.ts';
import { anonymiseOperatorContestant, getOperatorDeletionRequests } from './deletions.ts';
import { createOperatorExport, deleteOperatorCompetition, getOperatorExportFile, getOperatorExports } from './exports.ts';
import { exportOperatorContestants, exportOperatorPrizeRequests } from './csvExports.ts';
import { answerOperatorInboxThread, closeOperatorInboxThread, getOperatorInbox, reopenOperatorInboxThread } from './inbox.ts';
import { getOperatorMessages, publishOperatorMessage, unpublishOperatorMessage } from './messages.ts';
import { decideOperatorPrizeRequest, getOperatorPrizeRequests } from './prizes.ts';
import { decideOperatorRequest, deleteOperatorSlot, getOperatorRequests, getOperatorSlots, postOperatorSlot } from './requests.ts';
import { getOperatorSite, saveOperatorFaq, saveOperatorRules, updateOperatorSiteSettings } from './site.ts';
import { getOperatorRecordingAudio, getOperatorReviewItem, getOperatorReviewQueue, postOperatorReview } from './reviews.ts';

export const operatorHandlers = {
  operatorLogin,
  getOperatorMe,
  operatorLogout,
  getOperatorReviewQueue,
  getOperatorReviewItem,
  postOperatorReview,
  getOperatorRecordingAudio,
  getOperatorRequests,
  decideOperatorRequest,
  getOperatorSlots,
  postOperatorSlot,
  deleteOperatorSlot,
  getOperatorMessages,
  publishOperatorMessage,
  unpublishOperatorMessage,
  getOperatorInbox,
  answerOperatorInboxThread,
  closeOperatorInboxThread,
  reopenOperatorInboxThread,
  getOperatorDraws,
  postOperatorDrawStep,
  getOperatorAudit,
  getOperatorCompetitions,
  createOperatorCompetition,
  copyOperatorCompetition,
  updateOperatorCompetition,
  getOperatorCompetitionReadiness,
  postOperatorCompetitionStep,
  updateOperatorQuestion,
  getOperatorCompetitionTracks,
  updateOperatorCompetitionTrack,
  getOperatorQuestions,
  createOperatorQuestion,
  deleteOperatorQuestion,
  reorderOperatorQuestions,
  importOperatorQuestions,
  updateOperatorQuizSettings,
  getOperatorRecitations,
  replaceOperatorRecitations,
  getOperatorLevels,
  replaceOperatorLevels,
  operatorSetup,
  acceptOperatorInvitation,
  getOperatorAccounts,
  inviteOperator,
  updateOperatorAccount,
  getOperatorAvailability,
  putOperatorAvailability,
  getOperatorSite,
  updateOperatorSiteSettings,
  saveOperatorFaq,
  saveOperatorRules,
  getOperatorPrizeRequests,
  decideOperatorPrizeRequest,
  getOperatorDeletionRequests,
  anonymiseOperatorContestant,
  getOperatorExports,
  createOperatorExport,
  getOperatorExportFile,
  deleteOperatorCompetition,
  getOperatorContestants,
  getOperatorContestant,
  exportOperatorContestants,
  exportOperatorPrizeRequests,
  getOperatorBroadcasts,
  createOperatorBroadcast,
  updateOperatorBroadcast,
  previewOperatorBroadcast,
  sendOperatorBroadcastCopy,
  sendOperatorBroadcast,
  cancelOperatorBroadcast,
  getOperatorJobs,
};
