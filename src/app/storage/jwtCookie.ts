import { expiredJwtCookie, jwtCookie, readJwtCookie as readJwtFromCookies } from '../../machines';

// The cookie's format (name, 365 days, SameSite=Lax, Secure on https, path /) is the session's,
// in src/machines/session/storage.ts; this module only applies it to the document.
const secure = (doc: Document) => doc.location?.protocol === 'https:';

// Reading document.cookie asks the browser's cookie store (milliseconds on a phone), and a page
// starts half a dozen calls in one go: one read serves every call made before the next microtask.
let lastRead: { doc: Document; cookies: string } | null = null;

function cookiesOf(doc: Document): string {
  if (lastRead?.doc !== doc) {
    lastRead = { doc, cookies: doc.cookie };
    queueMicrotask(() => {
      lastRead = null;
    });
  }
  return lastRead.cookies;
}

export function writeJwtCookie(token: string, doc: Document = document): void {
  lastRead = null;
  doc.cookie = jwtCookie(token, { secure: secure(doc) });
}

export function readJwtCookie(doc: Document = document): string | null {
  return readJwtFromCookies(cookiesOf(doc));
}

export function removeJwtCookie(doc: Document = document): void {
  lastRead = null;
  doc.cookie = expiredJwtCookie({ secure: secure(doc) });
}
