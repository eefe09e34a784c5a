export const jwtCookieName = 'jwt';
const maxAgeSeconds = 365 * 24 * 60 * 60;

/** decisions.md: cookie `jwt`, 365 days, SameSite=Lax, Secure on https, path `/`. */
export function writeJwtCookie(token: string, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${jwtCookieName}=${encodeURIComponent(token)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function readJwtCookie(doc: Document = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === jwtCookieName) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? null : value;
    }
  }
  return null;
}

export function removeJwtCookie(doc: Document = document): void {
  doc.cookie = `${jwtCookieName}=; Max-Age=0; Path=/; SameSite=Lax`;
}
