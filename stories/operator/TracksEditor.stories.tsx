// Every state of the console's Tracks editor (issue 29 point 5), each view started in its machine's state; Arabic and
// English side by side, so axe checks both directions in one story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { InLanguages, type Languages } from './inLanguages';
import { draftOf, type TrackContent, trackContentMachine, type TrackContentContext } from '../../src/machines/operator/trackContent.machine';
import { TracksView } from '../../src/operator/content/TracksEditor';

const ignore = () => {};
const l = (ar: string, en: string) => ({ ar, en });

const content: TrackContent = {
  competition_id: 7,
  started: false,
  archived: false,
  attempts_allowed: 3,
  tracks: [
    { track: 'first', title: l('المسار الأول', 'First track'), subtitle: l('اختبار المعارف', 'Knowledge quiz'), description: l('أسئلة في علوم القرآن', 'Questions on the sciences of the Quran'), winner_count: 3, prizes: [3000, 2000, 1000], draw_started: false },
    { track: 'second', title: l('المسار الثاني', 'Second track'), subtitle: l('التلاوة', ''), description: l('خمس تلاوات', ''), winner_count: 2, prizes: [2000, 0], draw_started: false },
    { track: 'third', title: l('المسار الثالث', 'Third track'), subtitle: l('الحفظ', 'Memorisation'), description: l('اختبار حفظ مع محكّم', 'A memorisation test with an examiner'), winner_count: 1, prizes: [3000], draw_started: false },
    { track: 'fourth', title: l('المسار الرابع', 'Fourth track'), subtitle: l('الحفظ المتقدم', 'Advanced memorisation'), description: l('', ''), winner_count: 0, prizes: [], draw_started: false },
    { track: 'fifth', title: l('المسار الخامس', 'Fifth track'), subtitle: l('تلاوة الفاتحة', 'Reciting Al-Fatiha'), description: l('سجّل سورة الفاتحة بصوتك', 'Record Al-Fatiha in your own voice'), winner_count: 2, prizes: [1500, 1000], draw_started: false },
  ],
};
const loaded = (c: TrackContent): Partial<TrackContentContext> => ({ content: c, drafts: Object.fromEntries(c.tracks.map((t) => [t.track, draftOf(t, c.attempts_allowed)])) });
const base: TrackContentContext = { content: null, drafts: {}, track: null, error: null, refusal: null };

function Editor({ languages, value, context }: { languages: Languages; value: string | Record<string, string>; context?: Partial<TrackContentContext> }) {
  const state = trackContentMachine.resolveState({ value, context: { ...base, ...context } });
  return <InLanguages languages={languages}>{() => <TracksView state={state} send={ignore} />}</InLanguages>;
}

function Flow(props: { show: () => ReactNode }) {
  return <>{props.show()}</>;
}

const meta = { title: 'App/Operator/Content/Tracks', component: Flow, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { show: () => <Editor languages="both" value="loading" /> },
  parameters: { machineStates: ['trackContent.loading'] },
};
export const LoadFailed: Story = {
  args: { show: () => <Editor languages="both" value="failed" /> },
  parameters: { machineStates: ['trackContent.failed'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /Try again|أعد المحاولة|حاول/ }).length).toBeGreaterThan(0);
  },
};
/** Arabic first, right to left, English beside it; how many texts are written, per track and for all five. */
export const Editing: Story = {
  args: { show: () => <Editor languages="both" value={{ ready: 'editing' }} context={loaded(content)} /> },
  parameters: { machineStates: ['trackContent.ready.editing'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('4 of 6 texts written')).toHaveLength(2);
    await expect(canvas.getAllByText('كُتب ٤ من ٦ نصوص')).toHaveLength(2);
    await expect(canvas.getByText('26 of 30 texts written for the five tracks')).toBeVisible();
    const arabicTitle = canvas.getAllByLabelText('Title (Arabic)')[0]!;
    await expect(arabicTitle.closest('[lang="ar"]')).toHaveAttribute('dir', 'rtl');
    // In the Arabic console an English text reads left to right, while its label stays right to left with the page.
    const englishTitle = canvas.getAllByLabelText('العنوان (بالإنجليزية)')[0]!;
    await expect(englishTitle).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(canvasElement.querySelector(`label[for="${englishTitle.id}"]`)!).direction).toBe('rtl');
  },
};
export const EditingWithAWrongNumber: Story = {
  args: {
    show: () => {
      const context = loaded(content);
      const drafts = { ...context.drafts, fifth: { ...context.drafts!.fifth!, attempts: '٣٠' } };
      return <Editor languages="both" value={{ ready: 'editing' }} context={{ ...context, drafts, track: 'fifth', error: 'attempts' }} />;
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enter a whole number of attempts from 1 to 10.')).toBeVisible();
  },
};
export const Saving: Story = {
  args: { show: () => <Editor languages="both" value={{ ready: 'saving' }} context={{ ...loaded(content), track: 'second' }} /> },
  parameters: { machineStates: ['trackContent.ready.saving'] },
};
export const Saved: Story = {
  args: { show: () => <Editor languages="both" value={{ ready: 'saved' }} context={{ ...loaded(content), track: 'first' }} /> },
  parameters: { machineStates: ['trackContent.ready.saved'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Saved.')).toBeVisible();
  },
};
/** The server's refusal in its own words (here: the draw of the track has started). */
export const Refused: Story = {
  args: {
    show: () => (
      <Editor languages="ar" value={{ ready: 'refused' }} context={{ ...loaded(content), track: 'third', refusal: 'بدأت قرعة هذا المسار: لم يعد ممكنًا تغيير عدد فائزيه وجوائزه' }} />
    ),
  },
  parameters: { machineStates: ['trackContent.ready.refused'] },
};
export const RefusedEnglish: Story = {
  args: {
    show: () => <Editor languages="en" value={{ ready: 'refused' }} context={{ ...loaded(content), track: 'third', refusal: 'The draw of this track has started: its winners and prizes can no longer change' }} />,
  },
  globals: { locale: 'en' },
};
/** Started: winner counts and attempts fixed; the second track's draw has started, so its prizes are fixed too. */
export const StartedAndDrawn: Story = {
  args: {
    show: () => (
      <Editor
        languages="both"
        value={{ ready: 'editing' }}
        context={loaded({ ...content, started: true, tracks: content.tracks.map((t) => (t.track === 'second' ? { ...t, draw_started: true } : t)) })}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByLabelText('Winners to draw')[0]).toHaveAttribute('readonly');
    await expect(canvas.getAllByText('The draw of this track has started: its winners and prizes are fixed.').length).toBeGreaterThan(0);
  },
};
export const Archived: Story = {
  args: { show: () => <Editor languages="both" value={{ ready: 'editing' }} context={loaded({ ...content, archived: true, started: true })} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Save this track' })).toBeNull();
  },
};
