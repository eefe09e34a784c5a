import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrackActions } from '../../../src/app/features/home/sections/TrackActions';
import { ConnectedTracksSection } from '../../../src/app/features/home/ConnectedTracksSection';
import { useCountdown } from '../../../src/app/features/home/countdown';
import { parseMeccaDateTime } from '../../../src/domain/meccaTime';
import type { TrackSummaries, TrackSummary } from '../../../src/machines';
import { failing, never, runningCompetition, storyServices } from './fixtures';
import { contestant, withHome } from './support';

/** The running competition's track cards, with the session and services of the story (one track-button machine). */
function TrackCards() {
  const countdown = useCountdown(runningCompetition);
  return <ConnectedTracksSection competition={runningCompetition} buttonsShown countdown={countdown} />;
}

const meta = {
  title: 'App/Home/TrackButtons',
  component: TrackCards,
  decorators: [withHome],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TrackCards>;
export default meta;
type Story = StoryObj<typeof meta>;

const summary = (fields: Partial<TrackSummary>): TrackSummary => ({
  stage: 'notStarted',
  status: null,
  appointmentAt: null,
  level: null,
  degree: null,
  score: null,
  attempt: null,
  clips: null,
  ...fields,
});
const sunday7pm = parseMeccaDateTime('2026-11-29 19:00');

/** A contestant with one of everything: a booked test, a passed one, an attempt awaiting review. */
const midway: TrackSummaries = {
  first: summary({ stage: 'answered', status: 'submitted' }),
  second: summary({ stage: 'inProgress', status: 'recording', clips: { recorded: 2, required: 5 } }),
  third: summary({ stage: 'booked', status: 'pending', appointmentAt: sunday7pm, level: 'خمسة أجزاء' }),
  fourth: summary({ stage: 'passed', status: 'success', degree: 92 }),
  fifth: summary({ stage: 'awaitingReview', status: 'pending', attempt: { number: 1, allowed: 3 } }),
};

/** Decisions taken: a released score, a set under review, an accepted test, a failed one, a refused attempt. */
const decided: TrackSummaries = {
  first: summary({ stage: 'answered', status: 'submitted', score: { correct: 7, total: 8 } }),
  second: summary({ stage: 'awaitingReview', status: 'submitted' }),
  third: summary({ stage: 'accepted', status: 'approved', appointmentAt: sunday7pm, level: 'خمسة أجزاء' }),
  fourth: summary({ stage: 'failed', status: 'failed', degree: 40 }),
  fifth: summary({ stage: 'refused', status: 'failed', attempt: { number: 2, allowed: 3 } }),
};

/** The other verdicts: a quiz still open, a set accepted, a refused request, a passed attempt. */
const verdicts: TrackSummaries = {
  first: summary({ stage: 'inProgress', status: 'started' }),
  second: summary({ stage: 'accepted', status: 'accepted' }),
  third: summary({ stage: 'refused', status: 'refused' }),
  fourth: summary({ stage: 'notStarted' }),
  fifth: summary({ stage: 'accepted', status: 'active', attempt: { number: 3, allowed: 3 } }),
};

const signedInWith = (summaries: TrackSummaries) => ({
  // The profile says the quiz was taken and a clip recorded: the first two cards' buttons read it.
  session: contestant({ path_first_path: 'active', first_paths_audios: [{ id: 1 }] }),
  services: storyServices({ fetchMyTracks: () => Promise.resolve(summaries) }),
});

const card = (canvasElement: HTMLElement, track: string) => within(canvasElement.querySelector(`[data-track="${track}"]`) as HTMLElement);

/** A guest: every card's start button, decided at once, and no line about progress. */
export const Guest: Story = {
  parameters: { machineStates: ['trackButton.resolving', 'trackButton.ready'] },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'first').getByRole('link', { name: /ابدأ التحدي|Start the challenge/ })).toHaveAttribute('href', '/pre-questions');
    await expect(card(canvasElement, 'second').getByRole('link', { name: /انضم إلى التحدي الآن|Join the challenge now/ })).toHaveAttribute('href', '/recording');
    await expect(card(canvasElement, 'fifth').getByRole('link', { name: /ابدأ التحدي|Start the challenge/ })).toHaveAttribute('href', '/recording/fatihah');
  },
};
export const GuestEnglish: Story = { ...Guest, parameters: {}, globals: { locale: 'en' } };

/** Signed in: where the contestant stands is loading (one call for every card); the first two tracks are decided already. */
export const Loading: Story = {
  parameters: { machineStates: ['trackButton.loading'], home: { session: contestant(), services: storyServices({ fetchMyTracks: never }) } },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'third').getByRole('progressbar')).toBeInTheDocument();
    await expect(card(canvasElement, 'first').queryByRole('progressbar')).toBeNull();
  },
};

/** Where the contestant stands could not be read: start the challenge on the third to fifth tracks, with a retry. */
export const Failed: Story = {
  parameters: { machineStates: ['trackButton.failed'], home: { session: contestant(), services: storyServices({ fetchMyTracks: failing }) } },
  play: async ({ canvasElement }) => {
    const fourth = card(canvasElement, 'fourth');
    await expect(await fourth.findByRole('button', { name: /إعادة المحاولة|Try again/ })).toBeInTheDocument();
    await expect(fourth.getByRole('link', { name: /ابدأ التحدي|Start the challenge/ })).toHaveAttribute('href', '/pre-saving/nabaa');
  },
};

/** Booked for the third track, passed the fourth, an attempt sent in the fifth: each card says so under its title. */
export const Midway: Story = {
  parameters: { home: signedInWith(midway) },
  play: async ({ canvasElement }) => {
    await expect(await card(canvasElement, 'third').findByText(/محجوز يوم الأحد، ٢٩ نوفمبر|Booked for Sunday 29 November/)).toBeInTheDocument();
    await expect(card(canvasElement, 'fourth').getByText(/^(اجتاز، ٩٢|Passed, 92)$/)).toBeInTheDocument();
    await expect(card(canvasElement, 'fifth').getByText(/المحاولة ١ من ٣ — قيد المراجعة|Attempt 1 of 3 — awaiting review/)).toBeInTheDocument();
    await expect(card(canvasElement, 'fifth').getByRole('link', { name: /عرض التحدي|Show the challenge/ })).toHaveAttribute('href', '/recording/fatihah/record');
    await expect(card(canvasElement, 'third').getByRole('link', { name: /عرض التحدي|Show the challenge/ })).toHaveAttribute('href', '/pre-saving');
  },
};
export const MidwayEnglish: Story = { ...Midway, globals: { locale: 'en' } };

export const Decided: Story = {
  parameters: { home: signedInWith(decided) },
  play: async ({ canvasElement }) => {
    await expect(await card(canvasElement, 'first').findByText(/٧ من ٨|7 of 8/)).toBeInTheDocument();
    await expect(card(canvasElement, 'third').getByText(/قُبل الطلب|Accepted: test on/)).toBeInTheDocument();
    await expect(card(canvasElement, 'fourth').getByRole('link', { name: /ابدأ التحدي|Start the challenge/ })).toBeInTheDocument();
  },
};
export const DecidedEnglish: Story = { ...Decided, globals: { locale: 'en' } };

export const Verdicts: Story = {
  parameters: { home: signedInWith(verdicts) },
  play: async ({ canvasElement }) => {
    await expect(await card(canvasElement, 'fifth').findByText(/المحاولة ٣ من ٣ — مقبولة|Attempt 3 of 3 — accepted/)).toBeInTheDocument();
    // Not started: no line at all, only the description.
    await expect(canvasElement.querySelectorAll('[data-track="fourth"] article p')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('[data-track="fifth"] article p')).toHaveLength(2);
  },
};
export const VerdictsEnglish: Story = { ...Verdicts, globals: { locale: 'en' } };

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
