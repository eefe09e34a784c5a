import { sessionFlags, type SessionContext, type SessionUser as MachineUser } from '../../machines';

/** What routing, the header, the pages and the stories know of the session; `sessionView` derives it. */
export type SessionUser = {
  type: 'contestant' | 'visitor';
  name: string;
  /** What the feedback forms fill in for a signed-in person. */
  email?: string;
  thumbnail: string | null;
  gender: 'male' | 'female';
  second_path_certificates: boolean;
  path_first_path: string | null;
  first_paths_audios: readonly unknown[];
};

export type SessionView =
  | { status: 'checking' }
  | { status: 'anonymous' }
  | { status: 'signedIn'; user: SessionUser };

/** The part of a session-machine snapshot the view reads. */
export type SessionSnapshotLike = { context: SessionContext; matches: (value: 'initializing' | 'loadingProfile' | 'profileUnavailable' | 'reloading') => boolean };

function toSessionUser(user: MachineUser): SessionUser {
  return {
    type: user.type === 'visitor' ? 'visitor' : 'contestant',
    name: user.name ?? '',
    ...(user.email ? { email: user.email } : {}),
    thumbnail: user.thumbnail ?? null,
    gender: user.gender === 'female' ? 'female' : 'male',
    second_path_certificates: user.second_path_certificates === true,
    path_first_path: user.path_first_path ?? null,
    first_paths_audios: user.first_paths_audios ?? [],
  };
}

/** The one reading of the session machine: checking while the cookie and profile load (or wait to load again), then signed in or anonymous. */
export function sessionView(snapshot: SessionSnapshotLike): SessionView {
  if (snapshot.matches('initializing') || snapshot.matches('loadingProfile') || snapshot.matches('profileUnavailable') || snapshot.matches('reloading')) return { status: 'checking' };
  const { user } = snapshot.context;
  return sessionFlags(snapshot.context).isAuthenticated && user ? { status: 'signedIn', user: toSessionUser(user) } : { status: 'anonymous' };
}

/** Two views show the same thing (a selector's equality: consumers re-render only when what they show changes). */
export function sameSessionView(a: SessionView, b: SessionView): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** A signed-in person's name and e-mail as the site's feedback forms start with them (nothing for a guest). */
export function contactOf(view: SessionView): { name: string; email: string } | undefined {
  return view.status === 'signedIn' ? { name: view.user.name, email: view.user.email ?? '' } : undefined;
}
