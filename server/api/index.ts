// The service object for fastify-openapi-glue: one handler per operationId of openapi/api.yaml, grouped as the
// contract tags them; each tag's handlers live in one place (Results, Certificates and Winner: results/).
import * as account from './account.ts';
import * as deletion from './deletion.ts';
import * as auth from './auth.ts';
import type { Handlers } from './context.ts';
import { operatorHandlers } from './operator/index.ts';
import * as candidates from './results/candidates.ts';
import * as certificatePdf from './results/certificatePdf.ts';
import * as shareImages from './results/shareImages.ts';
import * as certificates from './results/certificates.ts';
import * as draws from './results/draws.ts';
import * as winnerArea from './results/winnerArea.ts';
import * as winners from './results/winners.ts';
import * as site from './site.ts';
import * as appointments from './tracks/appointments.ts';
import * as fifth from './tracks/fifth.ts';
import * as first from './tracks/first.ts';
import * as second from './tracks/second.ts';
import * as trackSummary from './tracks/summary.ts';

export const handlers: Handlers = {
  // Auth, Profile, Notifications
  login: auth.login,
  register: auth.register,
  verifyOtp: auth.verifyOtp,
  resendOtp: auth.resendOtp,
  forgotPassword: auth.forgotPassword,
  resetPassword: auth.resetPassword,
  getProfile: auth.getProfile,
  updateProfile: auth.updateProfile,
  uploadProfileThumbnail: account.uploadProfileThumbnail,
  requestAccountDeletion: deletion.requestAccountDeletion,
  logout: auth.logout,
  getMyCompetitions: account.getMyCompetitions,
  setCertificateVisibility: account.setCertificateVisibility,
  getNotifications: account.getNotifications,
  markNotificationRead: account.markNotificationRead,
  markAllNotificationsRead: account.markAllNotificationsRead,
  getFcmTokens: account.getFcmTokens,
  syncFcmTokens: account.syncFcmTokens,
  // Site, Complaints
  getCompetitions: site.getCompetitions,
  getConditions: site.getConditions,
  getSettings: site.getSettings,
  postComplaint: site.postComplaint,
  getTestimonials: site.getTestimonials,
  getArchives: site.getArchives,
  getFaq: site.getFaq,
  getStatistics: site.getStatistics,
  getMedia: account.getMedia,
  // First to fifth track
  getFirstTrackAbout: first.getFirstTrackAbout,
  getFirstTrackResult: first.getFirstTrackResult,
  getFirstTrackQuestions: first.getFirstTrackQuestions,
  startFirstTrack: first.startFirstTrack,
  submitFirstTrackAnswers: first.submitFirstTrackAnswers,
  saveFirstTrackAnswer: first.saveFirstTrackAnswer,
  getSecondTrack: second.getSecondTrack,
  getSecondTrackRecitations: second.getSecondTrackRecitations,
  getSecondTrackClips: second.getSecondTrackClips,
  uploadSecondTrackClip: second.uploadSecondTrackClip,
  replaceSecondTrackClip: second.replaceSecondTrackClip,
  submitSecondTrack: second.submitSecondTrack,
  getThirdTrackRequest: appointments.thirdTrack.getRequest,
  postThirdTrackRequest: appointments.thirdTrack.postRequest,
  getThirdTrackLevels: appointments.thirdTrack.getLevels,
  getThirdTrackSlots: appointments.thirdTrack.getSlots,
  postThirdTrackHold: appointments.thirdTrack.postHold,
  deleteThirdTrackHold: appointments.thirdTrack.deleteHold,
  cancelThirdTrackRequest: appointments.thirdTrack.cancelRequest,
  rescheduleThirdTrackRequest: appointments.thirdTrack.rescheduleRequest,
  getFourthTrackRequest: appointments.fourthTrack.getRequest as unknown as Handlers['getFourthTrackRequest'],
  postFourthTrackRequest: appointments.fourthTrack.postRequest as unknown as Handlers['postFourthTrackRequest'],
  getFourthTrackLevels: appointments.fourthTrack.getLevels as unknown as Handlers['getFourthTrackLevels'],
  getFourthTrackSlots: appointments.fourthTrack.getSlots as unknown as Handlers['getFourthTrackSlots'],
  postFourthTrackHold: appointments.fourthTrack.postHold as unknown as Handlers['postFourthTrackHold'],
  deleteFourthTrackHold: appointments.fourthTrack.deleteHold as unknown as Handlers['deleteFourthTrackHold'],
  cancelFourthTrackRequest: appointments.fourthTrack.cancelRequest as unknown as Handlers['cancelFourthTrackRequest'],
  rescheduleFourthTrackRequest: appointments.fourthTrack.rescheduleRequest as unknown as Handlers['rescheduleFourthTrackRequest'],
  getFifthTrackAttempts: fifth.getFifthTrackAttempts,
  uploadFifthTrackAttempt: fifth.uploadFifthTrackAttempt,
  // Tracks
  getMyTrackProgress: trackSummary.getMyTrackProgress,
  // Results
  getCandidates: candidates.getCandidates,
  getWinners: winners.getWinners,
  getArchiveWinners: winners.getArchiveWinners,
  getDraw: draws.getDraw,
  // Certificates
  getCertificates: certificates.getCertificates,
  getCertificate: certificates.getCertificate,
  getCertificateVerification: certificates.getCertificateVerification,
  getCertificatePdf: certificatePdf.getCertificatePdf,
  getCertificateImage: shareImages.getCertificateImage,
  getWinnersImage: shareImages.getWinnersImage,
  getCertificateKey: certificates.getCertificateKey,
  getMyCertificates: certificates.getMyCertificates,
  // Winner
  getWinnerProfile: winnerArea.getWinnerProfile,
  getPrizeRequests: winnerArea.getPrizeRequests,
  postPrizeRequest: winnerArea.postPrizeRequest,
  getWinnerCertificates: winnerArea.getWinnerCertificates,
  // Operator
  ...operatorHandlers,
};

/** Public reads answered from the in-process cache. */
export const cachedOperations = new Set<string>([
  'getCompetitions', 'getConditions', 'getSettings', 'getTestimonials', 'getArchives', 'getArchiveWinners',
  'getFaq', 'getStatistics', 'getCandidates', 'getWinners', 'getCertificates', 'getCertificate', 'getDraw', 'getCertificateKey',
]);

/**
 * Public reads of what organisers edit in the console (the site's texts and settings, the rules, the FAQ, the archives,
 * the statistics): browsers ask again at every load (`no-cache`, answered 304 from the ETag when nothing changed), so a
 * saved change shows at the next load instead of after the others' 30 seconds.
 */
export const revalidatedOperations = new Set<string>(['getConditions', 'getSettings', 'getArchives', 'getFaq', 'getStatistics']);

/**
 * Writes that change nothing a cached public read shows, so they leave the cache as it is (any other successful write
 * empties it). Under load, a complaint or a sign-in emptying it sent every public read back to the database.
 */
export const writesKeepingPublicReads = new Set<string>([
  'postComplaint', 'login', 'logout', 'resendOtp', 'forgotPassword', 'resetPassword', 'syncFcmTokens', 'markNotificationRead', 'markAllNotificationsRead',
  'operatorSetup', 'acceptOperatorInvitation', 'inviteOperator', 'updateOperatorAccount',
]);

/** Per-operation rate limits (requests per minute per client address). */
export const rateLimitedOperations: Record<string, 'login' | 'otpSend' | 'otpVerify' | 'complaints' | 'uploads' | 'answers' | 'pdf'> = {
  login: 'login',
  operatorLogin: 'login',
  operatorSetup: 'login',
  acceptOperatorInvitation: 'login',
  register: 'otpSend',
  resendOtp: 'otpSend',
  forgotPassword: 'otpSend',
  verifyOtp: 'otpVerify',
  resetPassword: 'otpVerify',
  postComplaint: 'complaints',
  uploadSecondTrackClip: 'uploads',
  replaceSecondTrackClip: 'uploads',
  uploadFifthTrackAttempt: 'uploads',
  uploadProfileThumbnail: 'uploads',
  saveFirstTrackAnswer: 'answers',
  submitFirstTrackAnswers: 'answers',
  getCertificatePdf: 'pdf',
};
