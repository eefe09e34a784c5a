import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, within } from 'storybook/test';
import { DrawLoader } from '../../../src/app/features/competition/DrawPage';
import { WinnerRequestsLoader } from '../../../src/app/features/winner/WinnerRequestsPage';
import { SessionStory, StoryRouter, fontLoaders, signedInContext, visitor } from '../layout/storyContext';
import { draw, prizeRequests, winnerProfile } from './fixtures';

type Page = 'draw' | 'requests';
type RequestsData = Awaited<ReturnType<ComponentProps<typeof WinnerRequestsLoader>['loadData']>>;
type Answer = 'loaded' | 'never' | 'fails' | 'none';

const answer = <T,>(mode: Answer, value: T, none: T) => async (): Promise<T> => {
  if (mode === 'never') return new Promise<T>(() => {});
  if (mode === 'fails') throw new Error('offline');
  return mode === 'none' ? none : value;
};

/** The draw page and the prize requests page around their data: loading, failed, nothing there, loaded. */
function PageStates({ page, mode }: { page: Page; mode: Answer }) {
  return (
    <SessionStory value={{ signedIn: 'idle' }} context={signedInContext(visitor)}>
      <StoryRouter>
      {page === 'draw' ? (
        <DrawLoader load={answer(mode, draw, null)} />
      ) : (
        <WinnerRequestsLoader loadData={answer<RequestsData>(mode, { profile: winnerProfile, requests: prizeRequests }, 'contestantsOnly')} />
      )}
      </StoryRouter>
    </SessionStory>
  );
}

const meta = {
  title: 'App/Results/PageStates',
  loaders: fontLoaders,
  component: PageStates,
  args: { page: 'draw', mode: 'loaded' },
} satisfies Meta<typeof PageStates>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DrawLoading: Story = { args: { mode: 'never' } };
export const DrawFailed: Story = {
  args: { mode: 'fails' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  },
};
export const DrawNotAnnounced: Story = {
  args: { mode: 'none' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No draw has been announced for this track')).toBeInTheDocument();
  },
};
export const DrawLoaded: Story = { args: { mode: 'loaded' } };
export const RequestsLoading: Story = { args: { page: 'requests', mode: 'never' } };
export const RequestsFailed: Story = { args: { page: 'requests', mode: 'fails' }, globals: { locale: 'en' } };
/** A visitor account: the page says it is for contestants. */
export const RequestsForVisitor: Story = { args: { page: 'requests', mode: 'none' } };
