import { expiredJwtCookie, jwtCookie, readJwtCookie as readJwtFromCookies } from '../../machines';

// The cookie's format (name, 365 days, SameSite=Lax, Secure on https, path /) is the session's,
// in src/machines/session/storage.ts; this module only applies it to the document.
const secure = (doc: Document) => doc.location?.protocol === 'https:';

export function writeJwtCookie(token: string, doc: Document = document): void {
  doc.cookie = jwtCookie(token, { secure: secure(doc) });
}

export function readJwtCookie(doc: Document = document): string | null {
  return readJwtFromCookies(doc.cookie);
}

export function removeJwtCookie(doc: Document = document): void {
  doc.cookie = expiredJwtCookie({ secure: secure(doc) });
}
