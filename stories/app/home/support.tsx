import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { HomeServicesContext, type HomeServices } from '../../../src/app/features/home/homeServices';
import type { SessionUser } from '../../../src/app/session/sessionView';
import { contestant as storyContestant, SessionStory, signedInContext, signedOutContext } from '../layout/storyContext';
import { storyServices } from './fixtures';

/** The session a home story runs with: the session machine's state and context. */
export type StorySession = Omit<Parameters<typeof SessionStory>[0], 'children'>;

export const anonymous: StorySession = { value: { signedOut: 'idle' }, context: signedOutContext };

export const contestant = (user: Partial<SessionUser> = {}): StorySession => ({
  value: { signedIn: 'idle' },
  context: signedInContext({ ...storyContestant, ...user }),
});

export function HomeStoryProviders({ services, session = anonymous, children }: { services?: HomeServices; session?: StorySession; children: ReactNode }) {
  return (
    <SessionStory {...session}>
      <HomeServicesContext.Provider value={services ?? storyServices()}>{children}</HomeServicesContext.Provider>
    </SessionStory>
  );
}

/** Story parameters `home: { services, session }` feed the providers. */
export const withHome: Decorator = (Story, context) => {
  const home = (context.parameters['home'] ?? {}) as { services?: HomeServices; session?: StorySession };
  return (
    <HomeStoryProviders services={home.services} session={home.session}>
      <Story />
    </HomeStoryProviders>
  );
};
