import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { HomeServicesContext, type HomeServices } from '../../../src/app/features/home/homeServices';
import { SessionContext, type SessionApi } from '../../../src/app/session/SessionContext';
import type { SessionUser } from '../../../src/app/session/sessionView';
import { storyServices } from './fixtures';

export const anonymous: SessionApi = { view: { status: 'anonymous' }, logout: () => {} };

export const contestant = (user: Partial<SessionUser> = {}): SessionApi => ({
  view: {
    status: 'signedIn',
    user: {
      type: 'contestant',
      name: 'عبدالله الحربي',
      thumbnail: null,
      gender: 'male',
      second_path_certificates: false,
      path_first_path: null,
      first_paths_audios: [],
      ...user,
    },
  },
  logout: () => {},
});

export function HomeStoryProviders({ services, session = anonymous, children }: { services?: HomeServices; session?: SessionApi; children: ReactNode }) {
  return (
    <SessionContext.Provider value={session}>
      <HomeServicesContext.Provider value={services ?? storyServices()}>{children}</HomeServicesContext.Provider>
    </SessionContext.Provider>
  );
}

/** Story parameters `home: { services, session }` feed the providers. */
export const withHome: Decorator = (Story, context) => {
  const home = (context.parameters['home'] ?? {}) as { services?: HomeServices; session?: SessionApi };
  return (
    <HomeStoryProviders services={home.services} session={home.session}>
      <Story />
    </HomeStoryProviders>
  );
};
