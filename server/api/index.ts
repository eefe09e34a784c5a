// The service object for fastify-openapi-glue: one handler per operationId of openapi/api.yaml.
import * as account from './account.ts';
import * as auth from './auth.ts';
import type { Handlers } from './context.ts';
import * as site from './site.ts';
import * as tracks from './tracks.ts';

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
  getFirstTrackResult: tracks.getFirstTrackResult,
  getFirstTrackQuestions: tracks.getFirstTrackQuestions,
  startFirstTrack: tracks.startFirstTrack,
  submitFirstTrackAnswers: tracks.submitFirstTrackAnswers,
  getSecondTrack: tracks.getSecondTrack,
  getSecondTrackRecitations: tracks.getSecondTrackRecitations,
  getSecondTrackClips: tracks.getSecondTrackClips,
  uploadSecondTrackClip: tracks.uploadSecondTrackClip,
  replaceSecondTrackClip: tracks.replaceSecondTrackClip,
  submitSecondTrack: tracks.submitSecondTrack,
  getThirdTrackRequest: tracks.thirdTrack.getRequest,
  postThirdTrackRequest: tracks.thirdTrack.postRequest,
  getThirdTrackLevels: tracks.thirdTrack.getLevels,
  getThirdTrackSlots: tracks.thirdTrack.getSlots,
  getFourthTrackRequest: tracks.fourthTrack.getRequest as unknown as Handlers['getFourthTrackRequest'],
  postFourthTrackRequest: tracks.fourthTrack.postRequest as unknown as Handlers['postFourthTrackRequest'],
  getFourthTrackLevels: tracks.fourthTrack.getLevels as unknown as Handlers['getFourthTrackLevels'],
  getFourthTrackSlots: tracks.fourthTrack.getSlots as unknown as Handlers['getFourthTrackSlots'],
  getFifthTrackAttempts: tracks.getFifthTrackAttempts,
  uploadFifthTrackAttempt: tracks.uploadFifthTrackAttempt,
  getCandidates: site.getCandidates,
  getWinners: site.getWinners,
  getCertificates: site.getCertificates,
  getCertificate: site.getCertificate,
  getMyCertificates: account.getMyCertificates,
  getWinnerProfile: account.getWinnerProfile,
  getPrizeRequests: account.getPrizeRequests,
  postPrizeRequest: account.postPrizeRequest,
  getWinnerCertificates: account.getWinnerCertificates,
  getMedia: account.getMedia,
};

/** Public reads answered from the in-process cache. */
export const cachedOperations = new Set<string>([
  'getCompetitions', 'getConditions', 'getSettings', 'getTestimonials', 'getArchives', 'getArchiveWinners',
  'getFaq', 'getStatistics', 'getCandidates', 'getWinners', 'getCertificates', 'getCertificate',
]);

/** Per-operation rate limits (requests per minute per client address). */
export const rateLimitedOperations: Record<string, 'login' | 'otpSend' | 'otpVerify' | 'complaints' | 'uploads'> = {
  login: 'login',
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
};
