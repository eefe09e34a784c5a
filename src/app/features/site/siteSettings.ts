import type { components } from '../../../contract/schema';
import { ensureOk, requireFirstOfData } from '../../../api/envelope';
import { api } from '../../services/apiClient';

export type SiteSettings = components['schemas']['Settings'];

async function requestSettings(): Promise<SiteSettings> {
  const { data, response } = await api.GET('/settings');
  ensureOk(response);
  return requireFirstOfData<SiteSettings>(data);
}

let shared: Promise<SiteSettings> | null = null;

/**
 * GET /settings → `data[0]` (decisions.md: never `data.data[0]`). Rejects on any failure. The
 * footer and the home page both show settings, and the page hydrates in parts (its sections after
 * the footer), so they do not ask at the same moment: one answer serves the whole visit. A failure
 * is forgotten, so a retry asks the server again.
 */
export function fetchSettings(): Promise<SiteSettings> {
  shared ??= requestSettings().catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
}
