import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { HomeServicesContext } from '../../../src/app/features/home/homeServices';
import { CompetitionProvider } from '../../../src/app/features/competition/competitionActor';
import type { SessionUser } from '../../../src/app/session/sessionView';
import { contestant as storyContestant, SessionStory, signedInContext, signedOutContext } from '../layout/storyContext';
import { storyServices, type StoryServices } from './fixtures';

/** The session a home story runs with: the session machine's state and context. */
export type StorySession = Omit<Parameters<typeof SessionStory>[0], 'children'>;

export const anonymous: StorySession = { value: { signedOut: 'idle' }, context: signedOutContext };

export const contestant = (user: Partial<SessionUser> = {}): StorySession => ({
  value: { signedIn: 'idle' },
  context: signedInContext({ ...storyContestant, ...user }),
});

export function HomeStoryProviders({ services = storyServices(), session = anonymous, children }: { services?: StoryServices; session?: StorySession; children: ReactNode }) {
  return (
    <SessionStory {...session}>
      <CompetitionProvider fetchCompetition={services.fetchCompetition}>
        <HomeServicesContext.Provider value={services}>{children}</HomeServicesContext.Provider>
      </CompetitionProvider>
    </SessionStory>
  );
}

/** Story parameters `home: { services, session }` feed the providers. */
export const withHome: Decorator = (Story, context) => {
  const home = (context.parameters['home'] ?? {}) as { services?: StoryServices; session?: StorySession };
  return (
    <HomeStoryProviders services={home.services} session={home.session}>
      <Story />
    </HomeStoryProviders>
  );
};
