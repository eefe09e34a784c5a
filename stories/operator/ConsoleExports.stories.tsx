// Every state of the administrators' exports section (src/operator/ExportsPanel.tsx), each started in its machine's
// state, Arabic and English side by side so axe checks both directions.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ReactNode } from 'react';
import { siteArchiveMachine, type SiteArchiveContext } from '../../src/machines/operator/siteArchive.machine';
import type { Schemas } from '../../src/operator/api';
import { ExportsView } from '../../src/operator/ExportsPanel';
import { competitionDeletionMachine } from '../../src/machines/operator/competitionDeletion.machine';
import { DeleteDraftView } from '../../src/operator/DeleteDraft';
import { InLanguages, type Languages } from './inLanguages';

const ignore = () => {};
const download = async () => {};

const competition: Schemas['OperatorCompetition'] = {
  id: 7,
  title: { ar: 'مسابقة القرآن الكريم ١٤٤٧هـ', en: 'Quran Competition 1447 AH' },
  state: 'running',
  start_date: '2026-03-01 00:00',
  end_date: '2026-03-14 00:00',
  results_date: '2026-03-15 00:00',
  winners_draw_period: 1,
  quiz_time_limit_seconds: 900,
  state_dates: {},
  shown_as: 'current',
  locked: true,
  question_count: 8,
};
const archives: Schemas['OperatorExport'][] = [
  { name: '20261127T074500Z-site-3f9a1c2e.tgz', size: 5_242_880, created_at: '2026-11-27 10:45', competition_id: null, before: null },
  { name: '20261126T090000Z-competition-9-before-delete-competition-0b1c2d3e.tgz', size: 20_480, created_at: '2026-11-26 12:00', competition_id: 9, before: 'delete-competition' },
  { name: '20261125T080000Z-competition-7-a1b2c3d4.tgz', size: 1_048_576, created_at: '2026-11-25 11:00', competition_id: 7, before: null },
];

function Exports({ value, context, list = archives }: { value: string | Record<string, string>; context?: Partial<SiteArchiveContext>; list?: Schemas['OperatorExport'][] }) {
  const state = siteArchiveMachine.resolveState({ value, context: { competitionId: null, refusal: null, ...context } });
  return <InLanguages languages="both">{() => <ExportsView archives={list} competitions={[competition]} state={state} send={ignore} onDownload={download} />}</InLanguages>;
}

function Flow(props: { show: () => ReactNode }) {
  return <>{props.show()}</>;
}

const meta = { title: 'App/Operator/Exports', component: Flow, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole site chosen; the archives kept, one made automatically before a draft was deleted. */
export const Ready: Story = { args: { show: () => <Exports value={{ ready: 'idle' }} /> }, parameters: { machineStates: ['siteArchive.ready.idle'] } };

/** No archive made yet, one competition chosen. */
export const NoneYet: Story = { args: { show: () => <Exports value={{ ready: 'idle' }} context={{ competitionId: 7 }} list={[]} /> } };

/** The server is writing the archive: the button shows it is busy. */
export const Making: Story = { args: { show: () => <Exports value="making" /> }, parameters: { machineStates: ['siteArchive.making'] } };

/** The archive was made and is listed first. */
export const Made: Story = { args: { show: () => <Exports value={{ ready: 'made' }} /> }, parameters: { machineStates: ['siteArchive.ready.made'] } };

/** The server refused, in its own words. */
export const Refused: Story = {
  args: { show: () => <Exports value={{ ready: 'refused' }} context={{ competitionId: 7, refusal: 'Not found' }} /> },
  parameters: { machineStates: ['siteArchive.ready.refused'] },
};

const draft: Schemas['OperatorCompetition'] = { ...competition, id: 9, title: { ar: 'مسابقة ١٤٤٩هـ', en: 'Competition 1449 AH' }, state: 'draft', shown_as: null, locked: false };

function Deletion({ value, refusal = null, languages = 'both' }: { value: string | Record<string, string>; refusal?: string | null; languages?: Languages }) {
  const state = competitionDeletionMachine.resolveState({ value, context: { refusal } });
  return <InLanguages languages={languages}>{() => <DeleteDraftView competition={draft} state={state} send={ignore} />}</InLanguages>;
}

/** A draft's delete button (administrators). */
export const DeleteOffered: Story = { args: { show: () => <Deletion value={{ offered: 'idle' }} /> }, parameters: { machineStates: ['competitionDeletion.offered.idle'] } };

/** Confirming, naming the draft and saying an archive is kept first. */
export const DeleteConfirming: Story = {
  args: { show: () => <Deletion value="confirming" languages="ar" /> },
  parameters: { machineStates: ['competitionDeletion.confirming'] },
  // The dialog's chunk loads on demand: the picture waits for it, naming the draft.
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 15_000 });
    await expect(dialog).toHaveTextContent('مسابقة ١٤٤٩هـ');
  },
};

/** The same in English (a dialog takes the page's direction, so one language at a time). */
export const DeleteConfirmingEnglish: Story = {
  args: { show: () => <Deletion value="confirming" languages="en" /> },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 15_000 });
  },
};

export const Deleting: Story = { args: { show: () => <Deletion value="deleting" /> }, parameters: { machineStates: ['competitionDeletion.deleting'] } };

export const Deleted: Story = { args: { show: () => <Deletion value="deleted" /> }, parameters: { machineStates: ['competitionDeletion.deleted'] } };

/** Refused in the server's words (someone entered it meanwhile). */
export const DeleteRefused: Story = {
  args: { show: () => <Deletion value={{ offered: 'refused' }} refusal="Contestants have entered this competition, so it cannot be deleted" /> },
  parameters: { machineStates: ['competitionDeletion.offered.refused'] },
};
