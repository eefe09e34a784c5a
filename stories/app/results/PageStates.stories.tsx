import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, within } from 'storybook/test';
import { DrawLoader } from '../../../src/app/features/results/DrawPage';
import { WinnerRequestsLoader } from '../../../src/app/features/results/WinnerRequestsPage';
import { SessionStory, StoryRouter, failedLoadLogged, fontLoaders, signedInContext, storyLoad, visitor, type StoryAnswer } from '../layout/storyContext';
import { draw, prizeRequests, winnerProfile } from './fixtures';

type Page = 'draw' | 'requests';
type RequestsData = Awaited<ReturnType<ComponentProps<typeof WinnerRequestsLoader>['loadData']>>;

/** The draw page and the prize requests page around their data: loading, failed, nothing there, loaded. */
function PageStates({ page, mode }: { page: Page; mode: StoryAnswer }) {
  return (
    <SessionStory value={{ signedIn: 'idle' }} context={signedInContext(visitor)}>
      <StoryRouter>
      {page === 'draw' ? (
        <DrawLoader load={storyLoad(mode, draw, null)} />
      ) : (
        <WinnerRequestsLoader loadData={storyLoad<RequestsData>(mode, { profile: winnerProfile, requests: prizeRequests }, 'contestantsOnly')} />
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
  parameters: failedLoadLogged,
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
export const RequestsFailed: Story = { args: { page: 'requests', mode: 'fails' }, parameters: failedLoadLogged, globals: { locale: 'en' } };
/** A visitor account: the page says it is for contestants. */
export const RequestsForVisitor: Story = { args: { page: 'requests', mode: 'none' } };
