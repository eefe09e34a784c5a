/** Browser storage the session owns (decisions.md, "Wire and storage details"); strings only, no DOM. */
export const JWT_COOKIE_NAME = 'jwt';
export const JWT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** sessionStorage key removed at logout. */
export const USER_PROGRESS_STORAGE_KEY = 'userProgress';

export interface CookieOptions {
  /** true on https */
  secure: boolean;
}

const attributes = ({ secure }: CookieOptions, maxAge: number) =>
  `Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;

/** `document.cookie` value that stores the token for 365 days. */
export function jwtCookie(token: string, options: CookieOptions): string {
  return `${JWT_COOKIE_NAME}=${encodeURIComponent(token)}; ${attributes(options, JWT_COOKIE_MAX_AGE_SECONDS)}`;
}

/** `document.cookie` value that deletes the token. */
export function expiredJwtCookie(options: CookieOptions): string {
  return `${JWT_COOKIE_NAME}=; ${attributes(options, 0)}`;
}

/** The token in a `document.cookie` string, or null. */
export function readJwtCookie(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === JWT_COOKIE_NAME) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? null : value;
    }
  }
  return null;
}
