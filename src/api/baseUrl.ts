/** `VITE_API_BASE_URL` at build time, else the same-origin `/api/v1` (also outside vite, e.g. node tests). */
export const apiBaseUrl: string = readBaseUrlFromEnv() ?? '/api/v1';

function readBaseUrlFromEnv(): string | undefined {
  // Vite replaces this expression at build time; plain node (tsx, the server) has no import.meta.env.
  const value: unknown = import.meta.env?.VITE_API_BASE_URL;
  return typeof value === 'string' && value !== '' ? value : undefined;
}
