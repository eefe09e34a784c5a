import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CompetitionSections } from '../../../src/app/features/home/HomeSections';
import { competitionResult, drawCompetition, drawNextCompetition, never, runningCompetition, settingsFixture, statisticsFixture, storyServices } from './fixtures';
import { withHome } from './support';

/** Sections 3–7 and the fixed bar as the shared competition actor (the home-data machine) decides them. */
function Sections() {
  return <CompetitionSections statistics={statisticsFixture} settings={settingsFixture} />;
}

const meta = {
  title: 'App/Home/CompetitionSections',
  component: Sections,
  decorators: [withHome],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Sections>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The competitions call runs: the preloader keeps the sections' space. */
export const Loading: Story = {
  parameters: { machineStates: ['homeData.loading'], home: { services: storyServices({ fetchCompetition: never }) } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('progressbar')).length).toBeGreaterThan(0);
  },
};

/** A running competition, shown as returned: method, time, prizes and tracks with their buttons. */
export const AsReturned: Story = {
  parameters: { machineStates: ['homeData.loaded.deciding', 'homeData.loaded.asReturned'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /مسارات المسابقة|Competition tracks/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: /^الفائزون$|^Winners$/ })).toBeNull();
    const firstTrack = canvasElement.querySelector('[data-track="first"]') as HTMLElement;
    await expect(within(firstTrack).getByRole('link', { name: /ابدأ التحدي|Start the challenge/ })).toHaveAttribute('href', '/pre-questions');
    await expect(within(firstTrack).getByRole('link', { name: /المرشحون|Candidates/ })).toHaveAttribute('href', '/competition/candidates/first-path');
  },
};

/** Draw period, no next competition: current data, no action buttons, the winners block. */
export const DrawPeriodWithoutNext: Story = {
  parameters: {
    machineStates: ['homeData.loaded.drawPeriodWithoutNext'],
    home: { services: storyServices({ fetchCompetition: () => Promise.resolve(competitionResult(drawCompetition)) }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /^الفائزون$|^Winners$/ })).toBeInTheDocument();
    const tracks = canvasElement.querySelector('#tracks') as HTMLElement;
    await expect(within(tracks).queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByTestId('countdown-bar')).toBeNull();
  },
};

/** Draw period and the next competition started: the next one is displayed. */
export const NextCompetition: Story = {
  parameters: {
    machineStates: ['homeData.loaded.nextCompetition'],
    home: { services: storyServices({ fetchCompetition: () => Promise.resolve(competitionResult(drawNextCompetition)) }) },
  },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText(/مسابقة القرآن الكريم الصيفية/)).length).toBeGreaterThan(0);
  },
};

/** `No active competition found`: the competition sections give way to the competition-time notice saying so. */
export const NoCompetition: Story = {
  parameters: {
    machineStates: ['homeData.noCompetition'],
    home: { services: storyServices({ fetchCompetition: () => Promise.resolve({ kind: 'noActiveCompetition' }) }) },
  },
  render: () => (
    <div data-testid="host">
      <Sections />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('لا توجد مسابقة حالية')).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['وقت المسابقة']);
  },
};

/** Any other failure: the error text with a retry, which runs the call again. */
export const Failed: Story = {
  parameters: {
    machineStates: ['homeData.failed'],
    home: { services: storyServices({ fetchCompetition: () => Promise.reject(new Error('story: HTTP 500')) }) },
  },
  play: async ({ canvasElement }) => {
    const retry = await within(canvasElement).findByRole('button', { name: /إعادة المحاولة|Try again/ });
    await expect(retry).toBeInTheDocument();
  },
};

export const FailedThenRetried: Story = {
  parameters: {
    home: {
      services: (() => {
        let calls = 0;
        return storyServices({
          fetchCompetition: () => (calls++ === 0 ? Promise.reject(new Error('story: HTTP 503')) : Promise.resolve(competitionResult(runningCompetition))),
        });
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /إعادة المحاولة|Try again/ }));
    await expect(await canvas.findByRole('heading', { name: /مسارات المسابقة|Competition tracks/ })).toBeInTheDocument();
  },
};
