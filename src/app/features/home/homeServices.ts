import { createContext, useContext } from 'react';
import { createTicker, type RuleItem, type SubmitResult, type TrackSummaries } from '../../../machines';
import type { AnyActorLogic } from 'xstate';
import * as live from './homeApi';
import { fetchSettings } from '../site/siteSettings';
import { fetchRules } from '../competition/competitionApi';
import type { ArchivesOnHome, FaqItem, Settings, Statistics, Testimonial } from './homeApi';

/** Everything the home page reads or sends, and its clock; stories and tests swap these. */
export interface HomeServices {
  fetchSettings: () => Promise<Settings>;
  fetchStatistics: () => Promise<Statistics>;
  fetchArchivesOnHome: () => Promise<ArchivesOnHome>;
  fetchFaq: () => Promise<FaqItem[]>;
  fetchTestimonials: () => Promise<Testimonial[]>;
  fetchRules: () => Promise<readonly RuleItem[]>;
  /** Where the signed-in contestant stands in every track (one call per page). */
  fetchMyTracks: () => Promise<TrackSummaries>;
  sendImpression: (values: Record<string, string>) => Promise<SubmitResult>;
  /** Epoch ms now. */
  now: () => number;
  /** The countdown's ticker actor (ticks every second in the app). */
  ticker: AnyActorLogic;
  /** The testimonial slider moves by itself. */
  autoplay: boolean;
}

export const liveHomeServices: HomeServices = {
  fetchSettings,
  fetchStatistics: live.fetchStatistics,
  fetchArchivesOnHome: live.fetchArchivesOnHome,
  fetchFaq: live.fetchFaq,
  fetchTestimonials: live.fetchTestimonials,
  fetchRules,
  // Only a signed-in contestant's page asks: its reader loads then, off the first load.
  fetchMyTracks: () => import('./myTracksApi').then((module) => module.fetchMyTracks()),
  sendImpression: live.sendImpression,
  now: () => Date.now(),
  ticker: createTicker(() => Date.now()),
  autoplay: true,
};

export const HomeServicesContext = createContext<HomeServices>(liveHomeServices);

export const useHomeServices = (): HomeServices => useContext(HomeServicesContext);
