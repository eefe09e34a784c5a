import type { ComponentType } from 'react';
import type { RouteId } from '../../machines';

type PageModule = { default: ComponentType };

/** Each route's page, one lazily loaded chunk per page (paths and access: ./routes.ts). */
export const pages: Record<RouteId, () => Promise<PageModule>> = {
  home: () => import('../features/home/HomePage'),
  notifications: () => import('../features/account/NotificationsPage'),
  aboutCompetition: () => import('../features/competition/AboutCompetitionPage'),
  preQuestions: () => import('../features/tracks/first/PreQuestionsPage'),
  questions: () => import('../features/tracks/first/QuestionsPage'),
  recording: () => import('../features/tracks/second/RecordingPage'),
  recordingRecord: () => import('../features/tracks/second/RecordingRecordPage'),
  fatihah: () => import('../features/tracks/fifth/FatihahPage'),
  fatihahRecord: () => import('../features/tracks/fifth/FatihahRecordPage'),
  candidates: () => import('../features/competition/CandidatesPage'),
  preSaving: () => import('../features/tracks/appointment/ThirdTrackIntroPage'),
  saving: () => import('../features/tracks/appointment/ThirdTrackBookingPage'),
  preSavingNabaa: () => import('../features/tracks/appointment/FourthTrackIntroPage'),
  savingNabaa: () => import('../features/tracks/appointment/FourthTrackBookingPage'),
  archives: () => import('../features/competition/ArchivesPage'),
  successSend: () => import('../features/tracks/appointment/outcomes/ThirdSuccessSendPage'),
  failureSend: () => import('../features/tracks/appointment/outcomes/ThirdFailureSendPage'),
  congratulations: () => import('../features/tracks/appointment/outcomes/ThirdCongratulationsPage'),
  successSendNabaa: () => import('../features/tracks/appointment/outcomes/FourthSuccessSendPage'),
  failureSendNabaa: () => import('../features/tracks/appointment/outcomes/FourthFailureSendPage'),
  congratulationsNabaa: () => import('../features/tracks/appointment/outcomes/FourthCongratulationsPage'),
  winnersArchive: () => import('../features/competition/WinnersArchivePage'),
  winnersTrack: () => import('../features/competition/WinnersTrackPage'),
  login: () => import('../features/auth/LoginPage'),
  register: () => import('../features/auth/RegisterPage'),
  forgotPassword: () => import('../features/auth/ForgotPasswordPage'),
  verifyOtp: () => import('../features/auth/VerifyOtpPage'),
  resetPassword: () => import('../features/auth/ResetPasswordPage'),
  certificates: () => import('../features/certificates/MyCertificatesPage'),
  certificatesAll: () => import('../features/certificates/AllCertificatesPage'),
  winnerProfile: () => import('../features/winner/WinnerProfilePage'),
  winnerCompetition: () => import('../features/winner/WinnerRequestsPage'),
  winnerCertificates: () => import('../features/winner/WinnerCertificatesPage'),
  comingSoon: () => import('../features/competition/ComingSoonPage'),
  visitorProfile: () => import('../features/account/VisitorProfilePage'),
  complaints: () => import('../features/feedback/ComplaintsPage'),
};
