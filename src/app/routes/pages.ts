import type { ComponentType } from 'react';
import type { Namespace } from '../i18n/namespaces';
import type { AccessRule } from './access';

type PageModule = { default: ComponentType };

export type RouteEntry = {
  /** Also the key of the page title, `common:routes.<id>`. */
  id: string;
  path: string;
  access: AccessRule;
  page: () => Promise<PageModule>;
  /** Dictionaries beyond the startup set it reads, fetched with its chunk; the site chrome's by default. */
  namespaces?: readonly Namespace[];
};

// One lazily loaded chunk per page. Paths are matched case-insensitively (react-router's default),
// so `/Login` and `/forget-Password` from the spec work while our links stay lowercase.
export const routeTable: readonly RouteEntry[] = [
  { id: 'home', path: '/', access: 'open', page: () => import('../features/home/HomePage'), namespaces: [] },
  { id: 'notifications', path: '/notifications', access: 'contestant', page: () => import('../features/account/NotificationsPage') },
  { id: 'aboutCompetition', path: '/about-competition', access: 'open', page: () => import('../features/competition/AboutCompetitionPage') },
  { id: 'preQuestions', path: '/pre-questions', access: 'contestant', page: () => import('../features/tracks/first/PreQuestionsPage') },
  { id: 'questions', path: '/questions', access: 'firstTrackQuestions', page: () => import('../features/tracks/first/QuestionsPage') },
  { id: 'recording', path: '/recording', access: 'contestant', page: () => import('../features/tracks/second/RecordingPage') },
  { id: 'recordingRecord', path: '/recording/record', access: 'contestant', page: () => import('../features/tracks/second/RecordingRecordPage') },
  { id: 'fatihah', path: '/recording/fatihah', access: 'contestant', page: () => import('../features/tracks/fifth/FatihahPage') },
  { id: 'fatihahRecord', path: '/recording/fatihah/record', access: 'contestant', page: () => import('../features/tracks/fifth/FatihahRecordPage') },
  { id: 'candidates', path: '/competition/candidates/:slug', access: 'open', page: () => import('../features/competition/CandidatesPage') },
  { id: 'preSaving', path: '/pre-saving', access: 'contestant', page: () => import('../features/tracks/appointment/ThirdTrackIntroPage') },
  { id: 'saving', path: '/saving', access: 'contestant', page: () => import('../features/tracks/appointment/ThirdTrackBookingPage') },
  { id: 'preSavingNabaa', path: '/pre-saving/nabaa', access: 'contestant', page: () => import('../features/tracks/appointment/FourthTrackIntroPage') },
  { id: 'savingNabaa', path: '/saving-nabaa', access: 'contestant', page: () => import('../features/tracks/appointment/FourthTrackBookingPage') },
  { id: 'archives', path: '/archives-competition', access: 'open', page: () => import('../features/competition/ArchivesPage') },
  { id: 'successSend', path: '/success-send', access: 'contestant', page: () => import('../features/tracks/appointment/outcomes/ThirdSuccessSendPage') },
  { id: 'failureSend', path: '/failure-send', access: 'contestant', page: () => import('../features/tracks/appointment/outcomes/ThirdFailureSendPage') },
  { id: 'congratulations', path: '/congratulations', access: 'contestant', page: () => import('../features/tracks/appointment/outcomes/ThirdCongratulationsPage') },
  { id: 'successSendNabaa', path: '/success-send/nabaa', access: 'contestant', page: () => import('../features/tracks/appointment/outcomes/FourthSuccessSendPage') },
  { id: 'failureSendNabaa', path: '/failure-send/nabaa', access: 'contestant', page: () => import('../features/tracks/appointment/outcomes/FourthFailureSendPage') },
  { id: 'congratulationsNabaa', path: '/congratulations/nabaa', access: 'contestant', page: () => import('../features/tracks/appointment/outcomes/FourthCongratulationsPage') },
  { id: 'winnersArchive', path: '/winners/:winnersName/:winnersId', access: 'open', page: () => import('../features/competition/WinnersArchivePage') },
  { id: 'winnersTrack', path: '/winners/:slug', access: 'open', page: () => import('../features/competition/WinnersTrackPage') },
  { id: 'login', path: '/login', access: 'guestOnly', page: () => import('../features/auth/LoginPage') },
  { id: 'register', path: '/register/contestant', access: 'guestOnly', page: () => import('../features/auth/RegisterPage') },
  { id: 'forgotPassword', path: '/forget-password', access: 'guestOnly', page: () => import('../features/auth/ForgotPasswordPage') },
  { id: 'verifyOtp', path: '/verify-otp', access: 'guestOnly', page: () => import('../features/auth/VerifyOtpPage') },
  { id: 'resetPassword', path: '/reset-password', access: 'guestOnly', page: () => import('../features/auth/ResetPasswordPage') },
  { id: 'certificates', path: '/certificates', access: 'contestantCertificates', page: () => import('../features/certificates/MyCertificatesPage') },
  { id: 'certificatesAll', path: '/certificates/all', access: 'open', page: () => import('../features/certificates/AllCertificatesPage') },
  { id: 'winnerProfile', path: '/winner/profile', access: 'signedIn', page: () => import('../features/winner/WinnerProfilePage') },
  { id: 'winnerCompetition', path: '/winner/competition', access: 'signedIn', page: () => import('../features/winner/WinnerRequestsPage') },
  { id: 'winnerCertificates', path: '/winner/certificates', access: 'signedIn', page: () => import('../features/winner/WinnerCertificatesPage') },
  { id: 'comingSoon', path: '/coming-soon', access: 'open', page: () => import('../features/competition/ComingSoonPage') },
  { id: 'visitorProfile', path: '/profile/visitor', access: 'visitorProfile', page: () => import('../features/account/VisitorProfilePage') },
  { id: 'complaints', path: '/complaints', access: 'open', page: () => import('../features/feedback/ComplaintsPage') },
];
