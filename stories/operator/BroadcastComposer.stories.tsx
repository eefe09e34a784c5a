// The console's broadcast composer (issue 30, point 5) in every state of its machine, Arabic and English side by side
// (the confirmation, a modal, one language a story).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { InLanguages, type Languages } from './inLanguages';
import {
  type BroadcastComposerContext,
  broadcastComposerMachine,
  type BroadcastPreview,
  type BroadcastValues,
  emptyBroadcast,
} from '../../src/machines/operator/broadcastComposer.machine';
import { BroadcastComposerView, JobsView } from '../../src/operator/BroadcastsPanel';
import type { Schemas } from '../../src/operator/api';

const ignore = () => {};

const values: BroadcastValues = {
  ...emptyBroadcast,
  titleAr: 'تغيير مواعيد {track}',
  titleEn: '{track}: slots moved',
  bodyAr: 'السلام عليكم {name}، نُقلت مواعيد الاختبار إلى الأسبوع القادم.',
  bodyEn: 'Dear {name}, the test slots moved to next week.',
  track: 'fourth',
  status: 'pending',
};
const preview: BroadcastPreview = {
  audienceSize: 1240,
  recipientName: 'أحمد القحطاني',
  title: { ar: 'تغيير مواعيد المسار الرابع', en: 'Fourth track: slots moved' },
  body: { ar: 'السلام عليكم أحمد القحطاني، نُقلت مواعيد الاختبار إلى الأسبوع القادم.', en: 'Dear أحمد القحطاني, the test slots moved to next week.' },
};
const later: BroadcastValues = { ...values, when: 'later', sendAt: '2026-11-30 20:00' };

type State = 'editing' | 'previewing' | 'previewed' | 'copying' | 'confirming' | 'sending' | 'done';

function Composer({ languages, state, context = {} }: { languages: Languages; state: State; context?: Partial<BroadcastComposerContext> }) {
  const withPreview = state !== 'editing' && state !== 'previewing';
  const snapshot = broadcastComposerMachine.resolveState({
    value: state,
    context: { values, id: withPreview ? 3 : null, preview: withPreview ? preview : null, refusal: null, copySent: false, ...context },
  });
  return <InLanguages languages={languages}>{() => <BroadcastComposerView state={snapshot} send={ignore} />}</InLanguages>;
}

function Flow(props: { show: () => ReactNode }) {
  return <>{props.show()}</>;
}

const meta = { title: 'App/Operator/Broadcasts', component: Flow, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new message: both languages, the fourth track's pending contestants, sent now. */
export const Editing: Story = {
  args: { show: () => <Composer languages="both" state="editing" /> },
  parameters: { machineStates: ['broadcastComposer.editing'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save and preview' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'احفظ وعاين' })).toBeEnabled();
  },
};
/** "Message them" on the contestants list: its search and competition are the audience, named, and can be widened. */
export const EditingFromContestantsList: Story = {
  args: {
    show: () => (
      <Composer languages="both" state="editing" context={{ values: { ...values, q: 'احمد', competitionId: 2, competitionTitle: 'مسابقة ١٤٤٧' } }} />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/matches “.?احمد/u)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send to everyone in this track and status instead' })).toBeEnabled();
  },
};
/** An empty message cannot be previewed. */
export const EditingEmpty: Story = {
  args: { show: () => <Composer languages="both" state="editing" context={{ values: { ...values, titleAr: '', titleEn: '', bodyAr: '', bodyEn: '' } }} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save and preview' })).toBeDisabled();
  },
};
/** The server refused the draft: its words under the form. */
export const EditingRefused: Story = { args: { show: () => <Composer languages="both" state="editing" context={{ refusal: 'Choose the track whose status this is' }} /> } };
export const Previewing: Story = { args: { show: () => <Composer languages="both" state="previewing" /> }, parameters: { machineStates: ['broadcastComposer.previewing'] } };
/** The preview: as the first recipient reads it, in both languages, and how many it reaches (Arabic-Indic digits in Arabic). */
export const Previewed: Story = {
  args: { show: () => <Composer languages="both" state="previewed" /> },
  parameters: { machineStates: ['broadcastComposer.previewed'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/١٬٢٤٠/)).toBeInTheDocument();
    await expect(canvas.getByText(/1,240 contestant/)).toBeInTheDocument();
  },
};
/** Scheduled for later: the day and time picked in Mecca time. */
export const PreviewedForLater: Story = {
  args: { show: () => <Composer languages="both" state="previewed" context={{ values: later, copySent: true }} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Schedule' })).toBeEnabled();
  },
};
/** The audience changed between the preview and the confirmation: the server says the new size. */
export const SendRefusedArabic: Story = { args: { show: () => <Composer languages="ar" state="previewed" context={{ refusal: 'تغيّر الجمهور، وعدده الآن ١٬٢٤١؛ أكّد مرة أخرى' }} /> } };
export const SendRefusedEnglish: Story = { args: { show: () => <Composer languages="en" state="previewed" context={{ refusal: 'The audience changed: it is now 1,241 contestants; confirm again' }} /> } };
export const Copying: Story = { args: { show: () => <Composer languages="both" state="copying" /> }, parameters: { machineStates: ['broadcastComposer.copying'] } };
/** Sending asks first, naming the audience's size. */
export const ConfirmingArabic: Story = {
  args: { show: () => <Composer languages="ar" state="confirming" /> },
  parameters: { machineStates: ['broadcastComposer.confirming'] },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('١٬٢٤٠');
  },
};
export const Sending: Story = { args: { show: () => <Composer languages="both" state="sending" /> }, parameters: { machineStates: ['broadcastComposer.sending'] } };
export const Done: Story = { args: { show: () => <Composer languages="both" state="done" /> }, parameters: { machineStates: ['broadcastComposer.done'] } };
export const DoneScheduled: Story = { args: { show: () => <Composer languages="both" state="done" context={{ values: later }} /> } };

// ── the job queue (administrators) ──────────────────────────────────────────────────────────────────────────────────
const job = (id: number, name: string, state: Schemas['Job']['state'], extra: Partial<Schemas['Job']> = {}): Schemas['Job'] => ({
  id: `0a1b2c3d-${id}`,
  name,
  state,
  retry_count: 0,
  retry_limit: 2,
  created_at: '2026-11-27 18:0' + String(id),
  started_at: null,
  completed_at: null,
  error: null,
  ...extra,
});
const jobs = [
  job(4, 'broadcast', 'active'),
  job(3, 'broadcasts-due', 'completed'),
  job(2, 'deadlines', 'retry', { retry_count: 1, error: 'connection terminated unexpectedly' }),
  job(1, 'housekeeping', 'completed'),
];
/** What each job does, in the console's words and digits, its state, when and how many tries. */
export const RecentJobs: Story = {
  args: { show: () => <InLanguages languages="both">{() => <JobsView jobs={{ status: 'loaded', data: jobs }} onRetry={ignore} />}</InLanguages> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('البحث عن الإعلانات المجدولة (كل دقيقة)')).toBeInTheDocument();
    await expect(canvas.getByText('Sending a broadcast')).toBeInTheDocument();
    await expect(canvas.queryByText('broadcasts-due')).toBeNull();
  },
};
export const NoJobsYet: Story = { args: { show: () => <InLanguages languages="both">{() => <JobsView jobs={{ status: 'loaded', data: [] }} onRetry={ignore} />}</InLanguages> } };
