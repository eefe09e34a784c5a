// The console's one-time links (server/operators/setup.ts): `/operator/setup#token=…` makes the first administrator,
// `/operator/setup#invitation=…` lets an invitee choose their password. The token rides in the fragment, which the
// browser never sends to a server, so it stays out of access logs.

export type SetupLink = { kind: 'setup' | 'invitation'; token: string };

/** The link this page was opened with, or null when it is not the setup page. A setup page without a token keeps an empty one. */
export function readSetupLink(location: { pathname: string; hash: string }): SetupLink | null {
  if (!/^\/operator\/setup\/?$/.test(location.pathname)) return null;
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const invitation = fragment.get('invitation');
  if (invitation !== null) return { kind: 'invitation', token: invitation };
  return { kind: 'setup', token: fragment.get('token') ?? '' };
}

/** The console's own address, once the link has served: the token leaves the address bar and the history. */
export const CONSOLE_PATH = '/operator';
