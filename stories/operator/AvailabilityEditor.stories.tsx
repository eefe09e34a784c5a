// Every state of the availability tab (issue 29, point 5), each view started in its machine's state; Arabic and English
// side by side, so axe checks both directions in one story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { InLanguages } from './inLanguages';
import { defaultAvailability } from '../../src/domain/availability';
import { fromMeccaString } from '../../src/domain/meccaTime';
import {
  type AvailabilityEditorContext,
  availabilityEditorMachine,
  draftOf,
  readDraft,
  type TrackAvailability,
} from '../../src/machines/operator/availabilityEditor.machine';
import type { Schemas } from '../../src/operator/api';
import { AvailabilityView } from '../../src/operator/content/AvailabilityEditor';
import { useConsoleT } from '../../src/operator/useConsoleT';

const ignore = () => {};
const competition: Schemas['OperatorCompetition'] = {
  id: 7,
  title: { ar: 'مسابقة القرآن الكريم الصيفية ١٤٤٨هـ', en: 'Summer Quran Competition 1448 AH' },
  state: 'draft',
  start_date: '2027-03-01 20:00',
  end_date: '2027-03-14 20:00',
  results_date: '2027-03-15 20:00',
  winners_draw_period: 1,
  quiz_time_limit_seconds: 900,
  state_dates: {},
  shown_as: null,
  locked: false,
  question_count: 8,
};
/** Before the start: the preview begins at the competition's start. */
const now = fromMeccaString('2027-02-01 09:00').getTime();

const third: TrackAvailability = {
  track: 'third',
  configured: true,
  setting: { ...defaultAvailability, weekly: [0, 1, 2, 3, 4].map((day) => ({ day, start: '18:00', end: '21:00' })), overrides: [{ from: '2027-03-05', to: '2027-03-07', hours: [] }], seats: 3 },
  forecast: { slots: 42, seats: 126, requests: 140, booked: 0 },
  nextSlots: [],
};
const fourth: TrackAvailability = { track: 'fourth', configured: false, setting: defaultAvailability, forecast: { slots: 0, seats: 0, requests: 0, booked: 0 }, nextSlots: [] };
const loaded: Partial<AvailabilityEditorContext> = { tracks: [third, fourth], track: 'third', draft: draftOf(third.setting) };
const base: AvailabilityEditorContext = { tracks: null, track: 'third', draft: null, faults: [], refusal: null };

/** `refusal`: the server's words in each language (it answers in the console's). */
function Editor({ value, context, refusal }: { value: string | Record<string, string>; context?: Partial<AvailabilityEditorContext>; refusal?: Record<'ar' | 'en', string> }) {
  return <InLanguages languages="both">{() => <InLanguage value={value} context={context} refusal={refusal} />}</InLanguages>;
}

function InLanguage({ value, context, refusal }: { value: string | Record<string, string>; context?: Partial<AvailabilityEditorContext> | undefined; refusal?: Record<'ar' | 'en', string> | undefined }) {
  const { language } = useConsoleT();
  const state = availabilityEditorMachine.resolveState({ value, context: { ...base, ...context, ...(refusal ? { refusal: refusal[language] } : {}) } });
  return <AvailabilityView competition={competition} state={state} send={ignore} now={now} />;
}

function Flow(props: { show: () => ReactNode }) {
  return <>{props.show()}</>;
}

const meta = { title: 'App/Operator/Content/Availability', component: Flow, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { show: () => <Editor value="loading" /> },
  parameters: { machineStates: ['availabilityEditor.loading'] },
};
export const LoadFailed: Story = {
  args: { show: () => <Editor value="loadFailed" /> },
  parameters: { machineStates: ['availabilityEditor.loadFailed'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button').length).toBeGreaterThanOrEqual(2);
  },
};
/** The week, a vacation as one override, the numbers, a forecast short of seats and the next slots in Mecca time. */
export const Editing: Story = {
  args: { show: () => <Editor value={{ editing: 'idle' }} context={loaded} /> },
  parameters: { machineStates: ['availabilityEditor.editing.idle'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('14 seats short of the requests so far: add hours or seats.')).toBeVisible();
    await expect(canvas.getByText('تنقص المقاعد ١٤ عن الطلبات حتى الآن: أضف ساعات أو مقاعد.')).toBeVisible();
    // The first slot is the start itself (Monday 1 March 2027, 20:00 Mecca time), in Arabic-Indic digits in Arabic.
    await expect(canvas.getByText('الاثنين، ١ مارس في ٨:٠٠ م بتوقيت مكة')).toBeVisible();
  },
};
/** A track nobody has set yet: the suggestion is shown, nothing is offered until it is saved. */
export const NotConfigured: Story = {
  args: { show: () => <Editor value={{ editing: 'idle' }} context={{ ...loaded, track: 'fourth', draft: draftOf(fourth.setting) }} /> },
  parameters: { machineStates: ['availabilityEditor.editing.idle'] },
};
const badDraft = { ...draftOf(third.setting), weekly: ['18:00-17:00', '18:00-21:00', '', '', '', '', ''], seats: '0', overrides: [{ from: '2027-03-07', to: '2027-03-05', hours: '' }] };
export const Invalid: Story = {
  args: { show: () => <Editor value={{ editing: 'invalid' }} context={{ ...loaded, draft: badDraft, faults: readDraft(badDraft).faults }} /> },
  parameters: { machineStates: ['availabilityEditor.editing.invalid'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Sunday' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Seats per slot' })).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Saving: Story = {
  args: { show: () => <Editor value="saving" context={loaded} /> },
  parameters: { machineStates: ['availabilityEditor.saving'] },
};
export const Saved: Story = {
  args: { show: () => <Editor value={{ editing: 'saved' }} context={loaded} /> },
  parameters: { machineStates: ['availabilityEditor.editing.saved'] },
};
/** The server's own words: a change that would cancel booked tests. */
export const Refused: Story = {
  args: {
    show: () => (
      <Editor
        value={{ editing: 'refused' }}
        context={loaded}
        refusal={{
          en: 'This change would cancel 2 booked tests; contestants keep their seats, so it was not saved',
          ar: 'يلغي هذا التغيير اختبارين محجوزين؛ يحتفظ المتسابقون بمقاعدهم، فلم يُحفظ',
        }}
      />
    ),
  },
  parameters: { machineStates: ['availabilityEditor.editing.refused'] },
};
