// The console's contestants (issue 30, points 1 and 6): the list in every state of its machine, the CSV export in
// every state of its own, and a contestant's page with the profile and one timeline across tracks; Arabic and English
// side by side.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { InLanguages, type Languages } from './inLanguages';
import { type ContestantListContext, contestantListMachine, type CsvExportContext, csvExportMachine, emptyContestantFilter } from '../../src/machines/operator/contestants.machine';
import type { Schemas } from '../../src/operator/api';
import { ContestantListView, ContestantView } from '../../src/operator/ContestantsPanel';

const ignore = () => {};

const people: Schemas['ContestantSummary'][] = [
  {
    id: 12,
    name: 'أحمد بن سعيد القحطاني',
    email: 'ahmad@example.com',
    phone: '0551234567',
    country: 'SA',
    registered_at: '2026-02-20 10:00',
    is_winner: true,
    tracks: [
      { track: 'first', competition_id: 3, status: 'submitted' },
      { track: 'fourth', competition_id: 3, status: 'pending' },
    ],
  },
  { id: 11, name: 'Noura Saleh', email: 'noura@example.org', phone: null, country: 'EG', registered_at: '2026-02-19 18:30', is_winner: false, tracks: [] },
];
const competitions = [
  { id: 3, title: 'المسابقة الثالثة' },
  { id: 2, title: 'المسابقة الثانية' },
];

type ListState = 'loading' | 'loaded' | 'empty' | 'failed';
type ExportState = 'idle' | 'exporting' | 'saved' | 'failed';

function List({ languages, list = 'loaded', exporting = 'idle', listContext = {}, exportContext = {} }: { languages: Languages; list?: ListState; exporting?: ExportState; listContext?: Partial<ContestantListContext>; exportContext?: Partial<CsvExportContext> }) {
  const state = contestantListMachine.resolveState({
    value: list,
    context: { filter: emptyContestantFilter, page: 1, perPage: 50, items: list === 'loaded' ? people : [], total: list === 'loaded' ? 2 : 0, ...listContext },
  });
  const exportState = csvExportMachine.resolveState({ value: exporting, context: { kind: exporting === 'idle' ? null : 'winners', filter: null, fileName: null, failure: null, ...exportContext } });
  return <InLanguages languages={languages}>{() => <ContestantListView state={state} send={ignore} competitions={competitions} exportState={exportState} sendExport={ignore} onOpen={ignore} onMessage={undefined} />}</InLanguages>;
}

const none = { competition_id: null, competition_title: null, track: null, status: null, number: null, score: null, total: null, degree: null, reason: null, text: null, recording_id: null, audio_url: null };
const contestant: Schemas['ContestantDetail'] = {
  id: 12,
  name: 'أحمد بن سعيد القحطاني',
  email: 'ahmad@example.com',
  phone: '0551234567',
  gender: 'male',
  country: 'SA',
  nationality: 'SA',
  birth_date: '2000-01-31',
  national_id_type: 'national_id',
  id_number: '1012345678',
  id_number_masked: false,
  id_name: 'أحمد سعيد علي القحطاني',
  language: 'ar',
  email_verified: true,
  is_winner: true,
  registered_at: '2026-02-20 10:00',
  timeline: [
    { ...none, kind: 'message_answered', at: '2026-03-12 09:30', status: 'complaint', text: 'شكرًا لك، أصلحنا الخلل.' },
    { ...none, kind: 'message', at: '2026-03-11 20:00', status: 'complaint', text: 'توقفت صفحة التسجيل مرتين.' },
    { ...none, kind: 'won', at: '2026-03-10 12:00', competition_id: 3, competition_title: 'المسابقة الثالثة', track: 'first', number: 2, degree: 3000 },
    { ...none, kind: 'request_decided', at: '2026-03-08 21:00', competition_id: 3, competition_title: 'المسابقة الثالثة', track: 'fourth', status: 'refused', reason: 'The slot was cancelled by the examiner.' },
    { ...none, kind: 'request_booked', at: '2026-03-05 18:00', competition_id: 3, competition_title: 'المسابقة الثالثة', track: 'fourth', text: '2026-03-08 20:00' },
    { ...none, kind: 'attempt_sent', at: '2026-03-04 17:00', competition_id: 3, competition_title: 'المسابقة الثالثة', track: 'fifth', number: 1, status: 'pending', recording_id: 301, audio_url: '/api/v1/operator/recordings/301/audio' },
    { ...none, kind: 'quiz_finished', at: '2026-03-02 10:15', competition_id: 3, competition_title: 'المسابقة الثالثة', track: 'first', status: 'submitted', score: 9, total: 10 },
    { ...none, kind: 'quiz_started', at: '2026-03-02 10:00', competition_id: 3, competition_title: 'المسابقة الثالثة', track: 'first', total: 10 },
    { ...none, kind: 'registered', at: '2026-02-20 10:00' },
  ],
};

function Flow(props: { show: () => ReactNode }) {
  return <>{props.show()}</>;
}

const meta = { title: 'App/Operator/Contestants', component: Flow, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list: each contestant with their tracks' statuses; the filter and the bulk actions above. */
export const Loaded: Story = {
  args: { show: () => <List languages="both" /> },
  parameters: { machineStates: ['contestantList.loaded', 'csvExport.idle'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('أحمد بن سعيد القحطاني')).toHaveLength(2);
    await expect(canvas.getByText('المسار الرابع: قيد الانتظار')).toBeInTheDocument();
    await expect(canvas.getByText('Fourth track: Pending')).toBeInTheDocument();
    // The search takes no more than the server accepts (the contract's 200 characters).
    for (const search of canvas.getAllByRole('searchbox')) await expect(search).toHaveAttribute('maxlength', '200');
  },
};
export const Loading: Story = { args: { show: () => <List languages="both" list="loading" /> }, parameters: { machineStates: ['contestantList.loading'] } };
export const NobodyMatches: Story = {
  args: { show: () => <List languages="both" list="empty" listContext={{ filter: { ...emptyContestantFilter, track: 'fourth', status: 'pending' } }} /> },
  parameters: { machineStates: ['contestantList.empty'] },
};
export const Failed: Story = { args: { show: () => <List languages="both" list="failed" /> }, parameters: { machineStates: ['contestantList.failed'] } };
/** A CSV on its way: the export buttons wait for it. */
export const Exporting: Story = { args: { show: () => <List languages="both" exporting="exporting" /> }, parameters: { machineStates: ['csvExport.exporting'] } };
export const ExportSaved: Story = {
  args: { show: () => <List languages="both" exporting="saved" exportContext={{ fileName: 'winners-2026-03-10.csv' }} /> },
  parameters: { machineStates: ['csvExport.saved'] },
};
export const ExportFailed: Story = {
  args: { show: () => <List languages="both" exporting="failed" exportContext={{ failure: null }} /> },
  parameters: { machineStates: ['csvExport.failed'] },
};

/** A contestant's page: the profile, a place for actions on them, and one timeline across tracks, newest first. */
export const ContestantPage: Story = {
  args: { show: () => <InLanguages languages="both">{() => <ContestantView contestant={contestant} />}</InLanguages> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Won place 2 of First track/)).toBeInTheDocument();
    await expect(canvas.getByText(/فاز بالمركز ٢ في المسار الأول/)).toBeInTheDocument();
    // A prize reads as every amount does in the console: grouped, in the language's digits.
    await expect(canvas.getByText(/a prize of 3,000 SAR/)).toBeInTheDocument();
    await expect(canvas.getByText(/وجائزته ٣٬٠٠٠ ريال/)).toBeInTheDocument();
    // A status label (capitalised) stands apart from the English sentence, not in the middle of it ("Wrote a Complaint").
    await expect(canvas.getByText(/^Wrote to the inbox \(Complaint\): /)).toBeInTheDocument();
    // The country and nationality by name in the page's language, not by their stored code.
    await expect(canvas.getAllByText('Saudi Arabia')).toHaveLength(2);
    await expect(canvas.getAllByText('المملكة العربية السعودية')).toHaveLength(2);
    await expect(canvas.queryByText('SA', { exact: true })).toBeNull();
  },
};
/** As a role that does not see personal data would: the ID number masked. */
export const ContestantMasked: Story = {
  args: { show: () => <InLanguages languages="en">{() => <ContestantView contestant={{ ...contestant, id_number: '••••••5678', id_number_masked: true, timeline: [] }} />}</InLanguages> },
};
