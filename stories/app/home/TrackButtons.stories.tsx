import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrackActions } from '../../../src/app/features/home/sections/TrackActions';
import { ConnectedTrackActions } from '../../../src/app/features/home/ConnectedTrackActions';
import { useCountdown } from '../../../src/app/features/home/countdown';
import type { TrackKey } from '../../../src/machines';
import { never, runningCompetition, storyServices } from './fixtures';
import { contestant, withHome } from './support';

/** One running-competition card's buttons for a track, with the session and services of the story. */
function Buttons({ track }: { track: TrackKey }) {
  const countdown = useCountdown(runningCompetition);
  return <ConnectedTrackActions track={track} buttonsShown countdown={countdown} />;
}

const meta = {
  title: 'App/Home/TrackButtons',
  component: Buttons,
  decorators: [withHome],
} satisfies Meta<typeof Buttons>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: start the challenge (first track), decided at once. */
export const GuestFirstTrack: Story = {
  args: { track: 'first' },
  parameters: { machineStates: ['trackButton.resolving', 'trackButton.ready'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /ابدأ التحدي|Start the challenge/ })).toHaveAttribute('href', '/pre-questions');
  },
};

export const GuestSecondTrack: Story = {
  args: { track: 'second' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /انضم إلى التحدي الآن|Join the challenge now/ })).toHaveAttribute('href', '/recording');
  },
};

/** Signed in: the third track's result is loading. */
export const Loading: Story = {
  args: { track: 'third' },
  parameters: { machineStates: ['trackButton.loading'], home: { session: contestant(), services: storyServices({ fetchTrackResult: never }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

/** Signed in with a pending third-track request: show the challenge. */
export const ShowChallenge: Story = {
  args: { track: 'third' },
  parameters: {
    home: { session: contestant(), services: storyServices({ fetchTrackResult: () => Promise.resolve({ kind: 'status', status: 'pending' }) }) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /عرض التحدي|Show the challenge/ })).toHaveAttribute('href', '/pre-saving');
  },
};

/** Fifth track with attempts: the link continues the recording. */
export const FifthTrackContinue: Story = {
  args: { track: 'fifth' },
  parameters: {
    home: {
      session: contestant(),
      services: storyServices({ fetchTrackResult: () => Promise.resolve({ kind: 'attempts', attempts: [{ status: 'pending' }] }) }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /عرض التحدي|Show the challenge/ })).toHaveAttribute(
      'href',
      '/recording/fatihah/record',
    );
  },
};

/** The result could not be read: start the challenge, with a retry. */
export const Failed: Story = {
  args: { track: 'fourth' },
  parameters: {
    machineStates: ['trackButton.failed'],
    home: { session: contestant(), services: storyServices({ fetchTrackResult: () => Promise.reject(new Error('503')) }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /إعادة المحاولة|Try again/ })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /ابدأ التحدي|Start the challenge/ })).toHaveAttribute('href', '/pre-saving/nabaa');
  },
};

/** After the end and the draw days: the winners button only. */
export const AfterResults: StoryObj = {
  render: () => (
    <TrackActions status="ready" onRetry={() => {}} buttons={{ challenge: null, candidates: null, winners: { label: 'winners', to: { route: 'winnersTrack', track: 'fourth' } } }} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /الفائزون|Winners/ })).toHaveAttribute('href', '/winners/fourth-path');
  },
};

/** Between the end and the draw: the candidates button only (fourth track spelt forth). */
export const AwaitingResults: StoryObj = {
  render: () => (
    <TrackActions status="ready" onRetry={() => {}} buttons={{ challenge: null, winners: null, candidates: { label: 'candidates', to: { route: 'candidates', track: 'fourth' } } }} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /المرشحون|Candidates/ })).toHaveAttribute('href', '/competition/candidates/forth-path');
  },
};
