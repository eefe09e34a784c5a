import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Competition } from '../../../src/machines';
import { CompetitionTimeSection } from '../../../src/app/features/home/sections/CompetitionTimeSection';
import { ConnectedCompetitionTime, useCountdown } from '../../../src/app/features/home/countdown';
import {
  awaitingResultsCompetition,
  beforeStartCompetition,
  drawCompetition,
  drawingCompetition,
  endedCompetition,
  runningCompetition,
} from './fixtures';
import { withHome } from './support';

/** The countdown machine started at the stories' fixed clock with the given competition. */
function CountdownFor({ competition }: { competition: Competition | null }) {
  const countdown = useCountdown(competition);
  return <ConnectedCompetitionTime countdown={countdown} loading={false} />;
}

const meta = {
  title: 'App/Home/CompetitionTime',
  component: CountdownFor,
  decorators: [withHome],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CountdownFor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The competitions call is still running: a spinner. */
export const Loading: StoryObj = {
  render: () => <CompetitionTimeSection loading countdown={null} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

export const BeforeStart: Story = {
  args: { competition: beforeStartCompetition },
  parameters: { machineStates: ['countdown.resolving', 'countdown.counting.beforeStart'] },
  play: async ({ canvasElement }) => {
    // 2026-03-05 12:00 → 2026-03-08 20:30 Mecca time: 3 days 8 h 30 min.
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', 'P3DT8H30M');
  },
};

export const BeforeStartEnglish: Story = {
  args: { competition: beforeStartCompetition },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Waiting for .* to start/)).toBeInTheDocument();
    await expect(within(canvasElement).getByTestId('countdown-target')).toHaveTextContent(/8 March 2026.*8:30 pm.*Mecca/);
  },
};

export const Running: Story = {
  args: { competition: runningCompetition },
  parameters: { machineStates: ['countdown.counting.running'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', 'P8DT11H59M');
  },
};

export const AwaitingResults: Story = {
  args: { competition: awaitingResultsCompetition },
  parameters: { machineStates: ['countdown.counting.awaitingResults'] },
};

/** Ended with nothing left to count: the end date, never a zeroed clock. */
export const Ended: Story = {
  args: { competition: endedCompetition },
  parameters: { machineStates: ['countdown.ended'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
    await expect(within(canvasElement).getByTestId('results-date')).toHaveTextContent(/انتهت في .*١٣ يناير ٢٠٢٦.*بتوقيت مكة/);
  },
};

/** The draw period, results still ahead by the device's clock: the draw is under way and the results date. */
export const DrawPeriodDrawing: Story = {
  args: { competition: drawingCompetition },
  parameters: { machineStates: ['countdown.drawPeriod.drawing'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('time')).toBeNull();
    await expect(canvas.getByText(/جارٍ السحب على الفائزين/)).toBeInTheDocument();
    await expect(canvas.getByTestId('results-date')).toHaveTextContent(/موعد إعلان النتائج: .*٥ مارس ٢٠٢٦.*بتوقيت مكة/);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The draw period with the winners out: the announcement date and a link to the winners. */
export const DrawPeriodResultsOut: Story = {
  args: { competition: drawCompetition },
  parameters: { machineStates: ['countdown.drawPeriod.resultsOut'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('time')).toBeNull();
    await expect(canvas.getByTestId('results-date')).toHaveTextContent(/أُعلنت النتائج في .*١٣ يناير ٢٠٢٦/);
    await expect(canvas.getByRole('link', { name: 'اطّلع على الفائزين' })).toHaveAttribute('href', '#winners');
  },
};

export const DrawPeriodResultsOutEnglish: Story = {
  args: { competition: drawCompetition },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/The winners of .* have been announced/)).toBeInTheDocument();
    await expect(canvas.getByTestId('results-date')).toHaveTextContent(/Results announced on 13 January 2026.*Mecca/);
    await expect(canvas.getByRole('link', { name: 'See the winners' })).toBeInTheDocument();
  },
};

/** No title to count for: the no-competition text and where the next one will appear. */
export const NoCompetition: Story = {
  args: { competition: null },
  parameters: { machineStates: ['countdown.noCompetition'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/لا توجد مسابقة حالية|There is no competition/)).toBeInTheDocument();
    await expect(within(canvasElement).getByText(/ستُعلَن المسابقة القادمة هنا/)).toBeInTheDocument();
  },
};
