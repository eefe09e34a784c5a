// Every state of a competition's content editors in the console (issue 29 point 5): the second track's recitations and
// the memorisation tracks' levels, each view started in its machine's state; Arabic and English side by side, so axe
// checks both directions in one story (a dialog, one language per story).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import type { ReactNode } from 'react';
import fatihah from 'quran-json/dist/chapters/1.json';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InLanguages, type Languages } from './inLanguages';
import { emptyLiveAnnouncer, withOverlaysInCanvas } from '../support/overlays';
import { type LevelDraft, levelsEditorMachine, type ListEditorContext, type RecitationDraft, recitationsEditorMachine } from '../../src/machines/operator/contentList.machine';
import { LevelsView } from '../../src/operator/content/LevelsEditor';
import { RecitationsView } from '../../src/operator/content/RecitationsEditor';

const ignore = () => {};

const recitations: RecitationDraft[] = [
  { id: 1, surah: '1', fromAyah: '1', toAyah: '7', titleAr: 'سورة الفاتحة', titleEn: 'Al-Fatiha' },
  { id: 2, surah: '67', fromAyah: '1', toAyah: '5', titleAr: 'سورة الملك ١–٥', titleEn: 'Al-Mulk 1–5' },
];
const recitationsContext = (context: Partial<ListEditorContext<RecitationDraft>> = {}): ListEditorContext<RecitationDraft> => ({ items: recitations, savedIds: [1, 2], faults: {}, refusal: null, ...context });

function Recitations({ languages, value, context, locked = false }: { languages: Languages; value: string | Record<string, string>; context?: Partial<ListEditorContext<RecitationDraft>>; locked?: boolean }) {
  const state = recitationsEditorMachine.resolveState({ value, context: recitationsContext(context) });
  return <InLanguages languages={languages}>{() => <RecitationsView state={state} send={ignore} locked={locked} />}</InLanguages>;
}

/** The editor on its real machine (its save never runs), to choose a surah as an organiser does. */
function LiveRecitations({ language }: { language: 'ar' | 'en' }) {
  const [state, send] = useMachine(recitationsEditorMachine, { input: { items: [recitations[0]!, { surah: '', fromAyah: '1', toAyah: '10', titleAr: '', titleEn: '' }] } });
  return <InLanguages languages={language}>{() => <RecitationsView state={state} send={send} locked={false} />}</InLanguages>;
}

const levels: LevelDraft[] = [
  { id: 5, titleAr: 'جزء عمّ كاملًا', titleEn: "All of Juz' Amma", descriptionAr: 'حفظ جزء عمّ من سورة النبأ إلى سورة الناس', descriptionEn: "Juz' Amma from An-Naba' to An-Nas" },
  { id: 6, titleAr: 'نصف جزء عمّ', titleEn: "Half of Juz' Amma", descriptionAr: 'من سورة الأعلى إلى سورة الناس، للمتسابقين دون الثانية عشرة', descriptionEn: "From Al-A'la to An-Nas, for contestants under twelve" },
];
const levelsContext = (context: Partial<ListEditorContext<LevelDraft>> = {}): ListEditorContext<LevelDraft> => ({ items: levels, savedIds: [5, 6], faults: {}, refusal: null, ...context });

function Levels({ languages, value, context, locked = false }: { languages: Languages; value: string | Record<string, string>; context?: Partial<ListEditorContext<LevelDraft>>; locked?: boolean }) {
  const state = levelsEditorMachine.resolveState({ value, context: levelsContext(context) });
  return <InLanguages languages={languages}>{() => <LevelsView track="fourth" state={state} send={ignore} locked={locked} />}</InLanguages>;
}

function Editor(props: { show: () => ReactNode }) {
  return <>{props.show()}</>;
}

const meta = { title: 'App/Operator/Content', component: Editor, parameters: { layout: 'fullscreen' }, beforeEach: emptyLiveAnnouncer } satisfies Meta<typeof Editor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RecitationsIdle: Story = {
  args: { show: () => <Recitations languages="both" value={{ editing: 'idle' }} /> },
  parameters: { machineStates: ['recitationsEditor.editing.idle'] },
  play: async ({ canvasElement }) => {
    // The verses as contestants see them, from the Quran text the site ships.
    const passages = await waitFor(async () => {
      const found = within(canvasElement).getAllByLabelText(/The verses to recite|الآيات المطلوب تلاوتها/);
      await expect(found).toHaveLength(4);
      return found;
    });
    await expect(passages[0]).toHaveTextContent(fatihah.verses[1]!.text);
    await expect(within(canvasElement).getAllByText('Al-Mulk — 30 verses')).toHaveLength(1);
    // The surah is named in each console's language, never a bare number.
    const fields = within(canvasElement).getAllByRole('combobox', { name: /^(السورة|Surah)/ });
    await expect(fields.map((field) => (field as HTMLInputElement).value)).toEqual(['١. الفاتحة', '٦٧. الملك', '1. Al-Fatihah', '67. Al-Mulk']);
  },
};

/** The surah is chosen from the 114 by typing part of its name: «الكهف» typed without its article finds it, and its verses show. */
export const RecitationsChoosingSurah: Story = {
  decorators: [withOverlaysInCanvas],
  args: { show: () => <LiveRecitations language="ar" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getAllByRole('combobox', { name: /^السورة/ })[1]!;
    await userEvent.click(field);
    await userEvent.keyboard('كهف');
    const list = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await userEvent.click(within(list).getByRole('option', { name: /الكهف/ }));
    await expect((field as HTMLInputElement).value).toBe('١٨. الكهف');
    await expect(canvas.getByText('الكهف — ١١٠ آية')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getAllByLabelText('الآيات المطلوب تلاوتها')).toHaveLength(2));
  },
};
export const RecitationsChoosingSurahEnglish: Story = {
  decorators: [withOverlaysInCanvas],
  globals: { locale: 'en' },
  args: { show: () => <LiveRecitations language="en" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getAllByRole('combobox', { name: /^Surah/ })[1]!;
    await userEvent.click(field);
    await userEvent.keyboard('18');
    const list = await within(document.body).findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: /Al-Kahf/ }));
    await expect((field as HTMLInputElement).value).toBe('18. Al-Kahf');
    await expect(canvas.getByText('Al-Kahf — 110 verses')).toBeInTheDocument();
  },
};
export const RecitationsInvalid: Story = {
  args: {
    show: () => (
      <Recitations
        languages="both"
        value={{ editing: 'invalid' }}
        context={{ items: [recitations[0]!, { ...recitations[1]!, toAyah: '31' }, { surah: '115', fromAyah: '', toAyah: '', titleAr: '', titleEn: '' }], faults: { '1.toAyah': 'toAyah', '2.surah': 'surah' } }}
      />
    ),
  },
  parameters: { machineStates: ['recitationsEditor.editing.invalid'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The last verse must be in this surah and not before the first.')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('اختر سورة من القائمة.')).toBeInTheDocument();
  },
};
export const RecitationsConfirming: Story = {
  args: { show: () => <Recitations languages="ar" value="confirming" context={{ items: [recitations[0]!] }} /> },
  parameters: { machineStates: ['recitationsEditor.confirming'] },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('حذف ١ من القائمة؟');
  },
};
export const RecitationsConfirmingEnglish: Story = {
  args: { show: () => <Recitations languages="en" value="confirming" context={{ items: [recitations[0]!] }} /> },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('Remove 1 from the list?');
  },
};
export const RecitationsSaving: Story = { args: { show: () => <Recitations languages="both" value="saving" /> }, parameters: { machineStates: ['recitationsEditor.saving'] } };
export const RecitationsSaved: Story = { args: { show: () => <Recitations languages="both" value={{ editing: 'saved' }} /> }, parameters: { machineStates: ['recitationsEditor.editing.saved'] } };
export const RecitationsRefused: Story = {
  args: { show: () => <Recitations languages="both" value={{ editing: 'refused' }} context={{ refusal: 'This competition has started: its questions, recitations and levels can no longer change' }} /> },
  parameters: { machineStates: ['recitationsEditor.editing.refused'] },
};
export const RecitationsUnreachable: Story = { args: { show: () => <Recitations languages="both" value={{ editing: 'refused' }} context={{ refusal: null }} /> } };
export const RecitationsLocked: Story = {
  args: { show: () => <Recitations languages="both" value={{ editing: 'idle' }} locked /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button', { name: /Save|حفظ/ })).toHaveLength(0);
  },
};

export const LevelsIdle: Story = { args: { show: () => <Levels languages="both" value={{ editing: 'idle' }} /> }, parameters: { machineStates: ['levelsEditor.editing.idle'] } };
export const LevelsEmpty: Story = { args: { show: () => <Levels languages="both" value={{ editing: 'idle' }} context={{ items: [], savedIds: [] }} /> } };
export const LevelsInvalid: Story = {
  args: {
    show: () => (
      <Levels
        languages="both"
        value={{ editing: 'invalid' }}
        context={{
          items: [...levels, { titleAr: '', titleEn: 'A quarter', descriptionAr: '', descriptionEn: '' }, { titleAr: 'ربع جزء تبارك', titleEn: '', descriptionAr: '', descriptionEn: '' }],
          faults: { '2.titleAr': 'titleAr', '3.titleEn': 'titleEn' },
        }}
      />
    ),
  },
  parameters: { machineStates: ['levelsEditor.editing.invalid'] },
  play: async ({ canvasElement }) => {
    // The English title is asked too, as the server requires it.
    await expect(within(canvasElement).getByText('اكتب عنوان المستوى بالإنجليزية: يظهر للمتسابقين في الموقع الإنجليزي.')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Write the level’s English title: contestants see it on the English site.')).toBeInTheDocument();
  },
};
export const LevelsConfirming: Story = {
  args: { show: () => <Levels languages="ar" value="confirming" context={{ items: [levels[0]!] }} /> },
  parameters: { machineStates: ['levelsEditor.confirming'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeInTheDocument();
  },
};
export const LevelsSaving: Story = { args: { show: () => <Levels languages="both" value="saving" /> }, parameters: { machineStates: ['levelsEditor.saving'] } };
export const LevelsSaved: Story = { args: { show: () => <Levels languages="both" value={{ editing: 'saved' }} /> }, parameters: { machineStates: ['levelsEditor.editing.saved'] } };
export const LevelsRefused: Story = {
  args: { show: () => <Levels languages="both" value={{ editing: 'refused' }} context={{ refusal: 'This item is no longer in the list: reload it and try again' }} /> },
  parameters: { machineStates: ['levelsEditor.editing.refused'] },
};
export const LevelsLocked: Story = { args: { show: () => <Levels languages="both" value={{ editing: 'idle' }} locked /> } };
