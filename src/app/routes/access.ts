import type { SessionView } from '../session/sessionView';
import { pathOf, type AccessRule } from './routes';

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  | { kind: 'visitorNotAllowed' };

const allow: AccessDecision = { kind: 'allow' };

/**
 * Who may open a route (spec §2 and §6, decisions.md):
 * - open: anyone
 * - guestOnly: a signed-in user is sent to `/`
 * - signedIn: a guest is sent to `/login`, with the page asked for as `next` (winner pages: no role check beyond login)
 * - contestant: signedIn, and a signed-in visitor is told to log out and sign in as a contestant
 * - firstTrackQuestions: contestant, and once the first track is active the user goes to `/pre-questions`
 * - contestantCertificates: a signed-in contestant with second_path_certificates, else `/login`
 * - visitorProfile: signedIn; a contestant has the winner profile instead
 */
export function decideAccess(rule: AccessRule, session: SessionView, from?: string): AccessDecision {
  if (rule === 'open') return allow;
  if (session.status === 'checking') return { kind: 'wait' };
  if (rule === 'guestOnly') return session.status === 'signedIn' ? { kind: 'redirect', to: pathOf('home') } : allow;
  // A guest goes to sign in, and back to `from` (the page asked for) afterwards.
  if (session.status !== 'signedIn') return { kind: 'redirect', to: pathOf('login', from ? { next: from } : undefined) };

  const { user } = session;
  switch (rule) {
    case 'signedIn':
      return allow;
    case 'visitorProfile':
      return user.type === 'visitor' ? allow : { kind: 'redirect', to: pathOf('winnerProfile') };
    case 'contestantCertificates':
      return user.type === 'contestant' && user.second_path_certificates ? allow : { kind: 'redirect', to: pathOf('login') };
    case 'contestant':
      return user.type === 'contestant' ? allow : { kind: 'visitorNotAllowed' };
    case 'firstTrackQuestions':
      if (user.type !== 'contestant') return { kind: 'visitorNotAllowed' };
      return user.path_first_path === 'active' ? { kind: 'redirect', to: pathOf('preQuestions') } : allow;
  }
}
