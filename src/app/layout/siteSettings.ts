import { useEffect, useState } from 'react';
import type { components } from '../../contract/schema';
import { firstOfData } from '../api/envelope';
import { api } from '../services/apiClient';

export type SiteSettings = components['schemas']['Settings'];

export type SettingsState = { status: 'loading' } | { status: 'loaded'; settings: SiteSettings } | { status: 'failed' };

type SettingsBody = Parameters<typeof firstOfData<SiteSettings>>[0];

async function requestSettings(): Promise<SiteSettings> {
  const { data, response } = await api.GET('/settings');
  const settings = response.ok ? firstOfData(data as SettingsBody) : undefined;
  if (!settings) throw new Error(`settings: HTTP ${response.status}`);
  return settings;
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

/** The footer's settings: fetched once when it mounts; `onFailure` runs once per failed fetch. */
export function useSiteSettings(onFailure: () => void, load: () => Promise<SiteSettings> = fetchSettings): SettingsState {
  const [state, setState] = useState<SettingsState>({ status: 'loading' });
  // Fetched once per mount.
  useEffect(() => {
    let live = true;
    load().then(
      (settings) => live && setState({ status: 'loaded', settings }),
      (error: unknown) => {
        if (!live) return;
        console.error(error);
        setState({ status: 'failed' });
        onFailure();
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
