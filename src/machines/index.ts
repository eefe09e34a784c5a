export * from './time/ticker.ts';
export * from './routes/routeRef.ts';
export * from './competition/types.ts';
export * from './competition/phase.ts';
export * from './competition/countdown.machine.ts';
export * from './competition/homeData.ts';
export * from './competition/homeData.machine.ts';
export * from './tracks/types.ts';
export * from './tracks/trackButtons.ts';
export * from './tracks/trackButton.machine.ts';
export * from './tracks/requestOutcome.ts';
export * from './tracks/booking/booking.machine.ts';
export * from './tracks/booking/contestantDetailsForm.machine.ts';
export * from './tracks/quiz/quizSession.machine.ts';
export * from './tracks/setSubmission.machine.ts';
export * from './errors/apiErrors.ts';
export * from './session/types.ts';
export * from './session/session.machine.ts';
export * from './session/storage.ts';
export * from './forms/validation.ts';
export * from './forms/submitForm.machine.ts';
export * from './forms/otpForm.machine.ts';
export * from './forms/loginForm.machine.ts';
export * from './forms/rulesLoader.machine.ts';
export * from './network/offline.machine.ts';
export * from './network/offlineCopy.machine.ts';
export * from './network/appUpdate.machine.ts';
export * from './push/pushRouting.ts';
export * from './push/pushPrompt.machine.ts';
export * from './account/notifications.machine.ts';
export * from './account/accountDeletion.machine.ts';
export * from './results/resultsList.machine.ts';
export * from './results/drawCheck.machine.ts';
export * from './results/certificateCheck.machine.ts';
export * from './results/prizeRequestForm.machine.ts';
export * from './recorder/media.ts';
export * from './recorder/recorder.machine.ts';

import { countdownMachine } from './competition/countdown.machine.ts';
import { homeDataMachine } from './competition/homeData.machine.ts';
import {
  complaintFormMachine,
  forgotPasswordFormMachine,
  impressionFormMachine,
  profileFormMachine,
  registerFormMachine,
  resetPasswordFormMachine,
} from './forms/submitForm.machine.ts';
import { loginFormMachine } from './forms/loginForm.machine.ts';
import { otpFormMachine } from './forms/otpForm.machine.ts';
import { rulesLoaderMachine } from './forms/rulesLoader.machine.ts';
import { offlineMachine } from './network/offline.machine.ts';
import { offlineCopyMachine } from './network/offlineCopy.machine.ts';
import { appUpdateMachine } from './network/appUpdate.machine.ts';
import { pushRoutingMachine } from './push/pushRouting.ts';
import { pushPromptMachine } from './push/pushPrompt.machine.ts';
import { notificationsMachine } from './account/notifications.machine.ts';
import { accountDeletionMachine, anonymisationMachine } from './account/accountDeletion.machine.ts';
import { resultsListMachine } from './results/resultsList.machine.ts';
import { drawCheckMachine } from './results/drawCheck.machine.ts';
import { certificateCheckMachine } from './results/certificateCheck.machine.ts';
import { prizeRequestFormMachine } from './results/prizeRequestForm.machine.ts';
import { sessionMachine } from './session/session.machine.ts';
import { trackButtonMachine } from './tracks/trackButton.machine.ts';
import { bookingMachine } from './tracks/booking/booking.machine.ts';
import { contestantDetailsFormMachine } from './tracks/booking/contestantDetailsForm.machine.ts';
import { quizSessionMachine } from './tracks/quiz/quizSession.machine.ts';
import { setSubmissionMachine } from './tracks/setSubmission.machine.ts';
import { recorderMachine } from './recorder/recorder.machine.ts';

import { operatorSessionMachine } from './operator/operatorSession.machine.ts';
import { reviewMachine } from './operator/review.machine.ts';
import { requestDecisionMachine } from './operator/requestDecision.machine.ts';
import { slotOpeningMachine } from './operator/slotOpening.machine.ts';
import { drawStepMachine } from './operator/drawStep.machine.ts';
import { siteArchiveMachine } from './operator/siteArchive.machine.ts';
import { competitionDeletionMachine } from './operator/competitionDeletion.machine.ts';
import { prizeStepMachine } from './operator/prizeStep.machine.ts';
import { publicationMachine } from './operator/publication.machine.ts';
import { competitionCycleMachine } from './operator/competitionCycle.machine.ts';
import { questionImportMachine } from './operator/questionImport.machine.ts';
import { questionFormMachine, questionListMachine, quizSettingsMachine } from './operator/questionBank.machine.ts';
import { availabilityEditorMachine } from './operator/availabilityEditor.machine.ts';
import { auditSearchMachine } from './operator/auditSearch.machine.ts';
import { reviewQueueMachine } from './operator/reviewQueue.machine.ts';
import { operatorInvitationFormMachine, operatorInviteFormMachine, operatorSetupFormMachine } from './operator/accountForms.ts';
import { operatorCompetitionFormMachine } from './operator/competitionForm.ts';
import { accountChangeMachine } from './operator/accountChange.machine.ts';
import { trackContentMachine } from './operator/trackContent.machine.ts';
import { levelsEditorMachine, recitationsEditorMachine } from './operator/contentList.machine.ts';
import { siteTextsMachine } from './operator/siteTexts.machine.ts';
import { inboxAnswerFormMachine, inboxThreadMachine } from './operator/inboxThread.machine.ts';
import { contestantListMachine, csvExportMachine } from './operator/contestants.machine.ts';
import { broadcastComposerMachine } from './operator/broadcastComposer.machine.ts';

/** Every machine by its id; the story-coverage test enumerates their states from here. */
export const machineCatalogue = {
  countdown: countdownMachine,
  homeData: homeDataMachine,
  trackButton: trackButtonMachine,
  session: sessionMachine,
  complaintForm: complaintFormMachine,
  impressionForm: impressionFormMachine,
  registerForm: registerFormMachine,
  forgotPasswordForm: forgotPasswordFormMachine,
  resetPasswordForm: resetPasswordFormMachine,
  loginForm: loginFormMachine,
  profileForm: profileFormMachine,
  otpForm: otpFormMachine,
  rulesLoader: rulesLoaderMachine,
  offline: offlineMachine,
  offlineCopy: offlineCopyMachine,
  appUpdate: appUpdateMachine,
  pushRouting: pushRoutingMachine,
  notifications: notificationsMachine,
  pushPrompt: pushPromptMachine,
  recorder: recorderMachine,
  booking: bookingMachine,
  contestantDetailsForm: contestantDetailsFormMachine,
  quizSession: quizSessionMachine,
  setSubmission: setSubmissionMachine,
  resultsList: resultsListMachine,
  drawCheck: drawCheckMachine,
  certificateCheck: certificateCheckMachine,
  prizeRequestForm: prizeRequestFormMachine,
  operatorSession: operatorSessionMachine,
  review: reviewMachine,
  requestDecision: requestDecisionMachine,
  slotOpening: slotOpeningMachine,
  drawStep: drawStepMachine,
  siteArchive: siteArchiveMachine,
  competitionDeletion: competitionDeletionMachine,
  prizeStep: prizeStepMachine,
  publication: publicationMachine,
  competitionCycle: competitionCycleMachine,
  questionImport: questionImportMachine,
  quizSettings: quizSettingsMachine,
  questionList: questionListMachine,
  questionForm: questionFormMachine,
  availabilityEditor: availabilityEditorMachine,
  auditSearch: auditSearchMachine,
  reviewQueue: reviewQueueMachine,
  operatorSetupForm: operatorSetupFormMachine,
  operatorInvitationForm: operatorInvitationFormMachine,
  operatorInviteForm: operatorInviteFormMachine,
  operatorCompetitionForm: operatorCompetitionFormMachine,
  recitationsEditor: recitationsEditorMachine,
  levelsEditor: levelsEditorMachine,
  accountChange: accountChangeMachine,
  trackContent: trackContentMachine,
  siteTexts: siteTextsMachine,
  inboxThread: inboxThreadMachine,
  inboxAnswerForm: inboxAnswerFormMachine,
  accountDeletion: accountDeletionMachine,
  anonymisation: anonymisationMachine,
  contestantList: contestantListMachine,
  csvExport: csvExportMachine,
  broadcastComposer: broadcastComposerMachine,
} as const;

export type MachineId = keyof typeof machineCatalogue;
