/** What routing and the header need to know of the session; the session machine feeds it. */
export type SessionUser = {
  type: 'contestant' | 'visitor';
  name: string;
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
