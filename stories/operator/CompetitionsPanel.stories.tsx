// Every state of the console's competition cycle (issue 29), each view started in its machine's state; Arabic and
// English side by side, so axe checks both directions in one story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { InLanguages, type Languages } from './inLanguages';
import { competitionCycleMachine, type CompetitionCycleContext } from '../../src/machines/operator/competitionCycle.machine';
import type { Schemas } from '../../src/operator/api';
import { CompetitionFormView, CompetitionView } from '../../src/operator/CompetitionsPanel';
import type { SubmitFormContext } from '../../src/machines';
import { operatorCompetitionFormMachine } from '../../src/machines/operator/competitionForm';
import * as styles from '../../src/operator/console.css';

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
const findings: CompetitionCycleContext['findings'] = [
  { code: 'titleMissing', track: null, language: 'en' },
  { code: 'trackDescriptionMissing', track: 'second', language: 'ar' },
  { code: 'noQuestions', track: 'first', language: null },
  { code: 'noAvailability', track: 'third', language: null },
];
const base: CompetitionCycleContext = { state: 'draft', findings: null, step: null, refusal: null };

function Cycle({ languages, value, context, shown }: { languages: Languages; value: string | Record<string, string>; context?: Partial<CompetitionCycleContext>; shown?: Partial<Schemas['OperatorCompetition']> }) {
  const state = competitionCycleMachine.resolveState({ value, context: { ...base, ...context } });
  const c = { ...competition, state: state.context.state, ...shown };
  return (
    <InLanguages languages={languages}>
      {() => (
        <ul className={styles.list}>
          <CompetitionView competition={c} state={state} send={ignore} onCopy={ignore} />
        </ul>
      )}
    </InLanguages>
  );
}

function Flow(props: { show: () => ReactNode }) {
  return <>{props.show()}</>;
}

const meta = { title: 'App/Operator/Competitions', component: Flow, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A draft is checked first. */
export const DraftChecking: Story = {
  args: { show: () => <Cycle languages="both" value="checking" /> },
  parameters: { machineStates: ['competitionCycle.deciding', 'competitionCycle.checking'] },
};
/** What is missing, one sentence per finding in each language; publishing is not offered. */
export const DraftNotReady: Story = {
  args: { show: () => <Cycle languages="both" value={{ offered: 'idle' }} context={{ findings }} /> },
  parameters: { machineStates: ['competitionCycle.deciding', 'competitionCycle.offered.idle'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The competition has no title in English.')).toBeVisible();
    await expect(canvas.getByText('المسار الثاني: لا وصف باللغة العربية.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
  },
};
export const DraftReady: Story = {
  args: { show: () => <Cycle languages="both" value={{ offered: 'idle' }} context={{ findings: [] }} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Publish' })).toBeEnabled();
  },
};
export const DraftCheckFailed: Story = {
  args: { show: () => <Cycle languages="both" value={{ offered: 'checkFailed' }} /> },
  parameters: { machineStates: ['competitionCycle.offered.checkFailed'] },
};
/** Publishing asks first, saying what cannot be undone. */
export const ConfirmingPublish: Story = {
  args: { show: () => <Cycle languages="ar" value="confirming" context={{ findings: [], step: 'publish' }} /> },
  parameters: { machineStates: ['competitionCycle.confirming'] },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('لا تُنقل بعد ذلك إلا إلى وقت لاحق');
  },
};
export const ConfirmingStartEnglish: Story = {
  args: { show: () => <Cycle languages="en" value="confirming" context={{ state: 'published', step: 'start' }} shown={{ shown_as: 'next', state_dates: { published: '2027-01-20 10:00' } }} /> },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('its questions, recitations and levels can no longer change');
  },
};
export const Sending: Story = {
  args: { show: () => <Cycle languages="both" value="sending" context={{ state: 'running', step: 'end' }} shown={{ shown_as: 'current', locked: true }} /> },
  parameters: { machineStates: ['competitionCycle.sending'] },
};
/** Ended: the next step is opening the results. */
export const Done: Story = {
  args: {
    show: () => (
      <Cycle languages="both" value={{ offered: 'done' }} context={{ state: 'ended', step: 'end' }} shown={{ shown_as: 'current', locked: true, state_dates: { published: '2027-01-20 10:00', running: '2027-03-01 20:00', ended: '2027-03-14 20:05' } }} />
    ),
  },
  parameters: { machineStates: ['competitionCycle.offered.done'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Open the results' })).toBeEnabled();
  },
};
/** The server's refusal, in the console's language as the server writes it. */
export const Refused: Story = {
  args: { show: () => <Cycle languages="ar" value={{ offered: 'refused' }} context={{ state: 'running', step: 'end', refusal: 'لا يمكن تنفيذ هذه الخطوة الآن: لم يحن موعدها بعد: ٢٠٢٧-٠٣-١٤ ٢٠:٠٠ بتوقيت مكة' }} shown={{ shown_as: 'current', locked: true }} /> },
  parameters: { machineStates: ['competitionCycle.offered.refused'] },
};
export const RefusedEnglish: Story = {
  args: { show: () => <Cycle languages="en" value={{ offered: 'refused' }} context={{ state: 'running', step: 'end', refusal: 'This step cannot be taken now: its date has not come yet: 2027-03-14 20:00 Mecca time' }} shown={{ shown_as: 'current', locked: true }} /> },
};
export const Archived: Story = {
  args: { show: () => <Cycle languages="both" value={{ offered: 'idle' }} context={{ state: 'archived' }} shown={{ shown_as: 'archive', locked: true }} /> },
};

type FormState = 'editing' | 'sending' | 'sent' | 'failed';
const draftValues = { 'title.ar': 'مسابقة ١٤٤٨', 'title.en': 'The 1448 competition', start_date: '2027-02-01 20:00', end_date: '2027-03-01 20:00' };
function Draft({ languages, value, context, source = null }: { languages: Languages; value: FormState; context?: Partial<SubmitFormContext> & { values?: Record<string, string> }; source?: Schemas['OperatorCompetition'] | null }) {
  const state = operatorCompetitionFormMachine.resolveState({ value, context: { errors: {}, serverErrors: {}, failure: null, sentType: null, ...context, values: { ...draftValues, ...context?.values } } as never });
  return <InLanguages languages={languages}>{() => <CompetitionFormView state={state} send={ignore} source={source} onCancelCopy={ignore} />}</InLanguages>;
}

/** A new draft: titles side by side (Arabic first), the dates picked in Mecca time. */
export const NewDraftForm: Story = {
  args: { show: () => <Draft languages="both" value="editing" context={{ values: { 'title.ar': '', 'title.en': '', start_date: '', end_date: '' } }} /> },
  parameters: { machineStates: ['operatorCompetitionForm.editing'] },
};
export const CopyForm: Story = {
  args: { show: () => <Draft languages="both" value="editing" source={{ ...competition, state: 'archived' }} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Create the copy' })).toBeEnabled();
  },
};
/** Sent without dates: each date names what is missing, the titles typed stay. */
export const DraftFormInvalid: Story = {
  args: { show: () => <Draft languages="both" value="editing" context={{ values: { start_date: '', end_date: '' }, errors: { start_date: { code: 'required' }, end_date: { code: 'required' } } }} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByDisplayValue('The 1448 competition')).toHaveLength(2);
  },
};
export const DraftFormSending: Story = { args: { show: () => <Draft languages="both" value="sending" /> }, parameters: { machineStates: ['operatorCompetitionForm.sending'] } };
export const DraftFormSent: Story = {
  args: { show: () => <Draft languages="both" value="sent" context={{ values: { 'title.ar': '', 'title.en': '', start_date: '', end_date: '' } }} /> },
  parameters: { machineStates: ['operatorCompetitionForm.sent'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The draft was created.')).toBeVisible();
  },
};
/** The server refused the dates (the end before the start): its message under the field, the values kept. */
export const DraftFormRefused: Story = {
  args: { show: () => <Draft languages="en" value="failed" context={{ failure: { message: 'The end must come after the start' }, serverErrors: { end_date: ['The end must come after the start'] } }} /> },
  parameters: { machineStates: ['operatorCompetitionForm.failed'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The end must come after the start')).toBeVisible();
  },
};
export const DraftFormUnreachableArabic: Story = { args: { show: () => <Draft languages="ar" value="failed" context={{ failure: { message: null } }} /> } };
