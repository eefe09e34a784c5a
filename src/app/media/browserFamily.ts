/** Which browser's settings to describe when the microphone was refused (each hides the permission elsewhere). */
export type BrowserFamily = 'chrome' | 'safari' | 'firefox' | 'other';

export function browserFamily(userAgent: string): BrowserFamily {
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'firefox';
  if (/Chrome\/|Chromium\/|CriOS\/|Edg\//.test(userAgent)) return 'chrome';
  if (/Safari\//.test(userAgent) && /Version\/|iPhone|iPad|Macintosh/.test(userAgent)) return 'safari';
  return 'other';
}
