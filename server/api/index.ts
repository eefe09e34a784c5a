// The service object for fastify-openapi-glue: one handler per operationId of openapi/api.yaml.
import * as account from './account.ts';
import * as auth from './auth.ts';
import type { Handlers } from './context.ts';
import { operatorHandlers } from './operator/index.ts';
import * as results from './results.ts';
import * as site from './site.ts';
import * as appointments from './tracks/appointments.ts';
import * as fifth from './tracks/fifth.ts';
import * as first from './tracks/first.ts';
import * as second from './tracks/second.ts';

export const handlers: Handlers = {
  login: auth.login,
  register: auth.register,
  verifyOtp: auth.verifyOtp,
  resendOtp: auth.resendOtp,
  forgotPassword: auth.forgotPassword,
  resetPassword: auth.resetPassword,
  getProfile: auth.getProfile,
  updateProfile: auth.updateProfile,
  uploadProfileThumbnail: account.uploadProfileThumbnail,
  logout: auth.logout,
  getMyCompetitions: account.getMyCompetitions,
  getNotifications: account.getNotifications,
  markNotificationRead: account.markNotificationRead,
  markAllNotificationsRead: account.markAllNotificationsRead,
  getFcmTokens: account.getFcmTokens,
  syncFcmTokens: account.syncFcmTokens,
  getCompetitions: site.getCompetitions,
  getConditions: site.getConditions,
  getSettings: site.getSettings,
  postComplaint: site.postComplaint,
  getTestimonials: site.getTestimonials,
  getArchives: site.getArchives,
  getArchiveWinners: site.getArchiveWinners,
  getFaq: site.getFaq,
  getStatistics: site.getStatistics,
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
  getCandidates: site.getCandidates,
  getWinners: site.getWinners,
  getCertificates: site.getCertificates,
  getCertificate: site.getCertificate,
  getCertificateVerification: results.getCertificateVerification,
  getCertificatePdf: results.getCertificatePdf,
  getCertificateKey: results.getCertificateKey,
  getDraw: results.getDraw,
  getMyCertificates: account.getMyCertificates,
  setCertificateVisibility: account.setCertificateVisibility,
  getWinnerProfile: account.getWinnerProfile,
  getPrizeRequests: account.getPrizeRequests,
  postPrizeRequest: account.postPrizeRequest,
  getWinnerCertificates: account.getWinnerCertificates,
  getMedia: account.getMedia,
  ...operatorHandlers,
};

/** Public reads answered from the in-process cache. */
export const cachedOperations = new Set<string>([
  'getCompetitions', 'getConditions', 'getSettings', 'getTestimonials', 'getArchives', 'getArchiveWinners',
  'getFaq', 'getStatistics', 'getCandidates', 'getWinners', 'getCertificates', 'getCertificate', 'getDraw', 'getCertificateKey',
]);

/**
 * Writes that change nothing a cached public read shows, so they leave the cache as it is (any other successful write
 * empties it). Under load, a complaint or a sign-in emptying it sent every public read back to the database.
 */
export const writesKeepingPublicReads = new Set<string>([
  'postComplaint', 'login', 'logout', 'resendOtp', 'forgotPassword', 'resetPassword', 'syncFcmTokens', 'markNotificationRead', 'markAllNotificationsRead',
]);

/** Per-operation rate limits (requests per minute per client address). */
export const rateLimitedOperations: Record<string, 'login' | 'otpSend' | 'otpVerify' | 'complaints' | 'uploads' | 'answers' | 'pdf'> = {
  login: 'login',
  operatorLogin: 'login',
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
