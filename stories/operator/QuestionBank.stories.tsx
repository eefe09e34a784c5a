// The first track's question bank in the console (issue 29 point 5): every state of the import, each view started in
// its machine's state, and the bank itself (open and locked); Arabic and English side by side, so axe checks both.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { InLanguages, type Languages } from './inLanguages';
import { questionImportMachine, type QuestionImportContext } from '../../src/machines/operator/questionImport.machine';
import {
  emptyQuestionDraft,
  questionFormMachine,
  type QuestionFormContext,
  questionListMachine,
  type QuestionListContext,
  quizSettingsMachine,
  type QuizSettingsContext,
} from '../../src/machines/operator/questionBank.machine';
import type { ConsoleClient, Schemas } from '../../src/operator/api';
import { ImportView, QuestionBankView, QuestionFormView, QuestionListView, QuizSettingsView } from '../../src/operator/content/QuestionsEditor';

const ignore = () => {};

const csv = 'question_ar,question_en,option_a_ar,option_a_en,option_b_ar,option_b_en,option_c_ar,option_c_en,option_d_ar,option_d_en,correct\n';
const questions: Schemas['OperatorQuestion'][] = [
  {
    id: 3,
    position: 0,
    text: { ar: 'كم عدد سور القرآن الكريم؟', en: 'How many surahs are in the Quran?' },
    options: [{ ar: '١١٠', en: '110' }, { ar: '١١٤', en: '114' }, { ar: '١٢٠', en: '120' }, { ar: '٩٩', en: '99' }],
    correct_index: 1,
  },
  {
    id: 4,
    position: 1,
    text: { ar: 'ما أطول سورة في القرآن الكريم؟', en: '' },
    options: [{ ar: 'البقرة', en: 'Al-Baqarah' }, { ar: 'آل عمران', en: '' }, { ar: 'النساء', en: 'An-Nisa' }, { ar: 'المائدة', en: 'Al-Maidah' }],
    correct_index: 0,
  },
];
const preview = { questions: questions.map((q, i) => ({ line: i + 2, text: q.text, options: q.options, correct_index: q.correct_index })), bank_size_before: 8 };
const base: QuestionImportContext = { format: 'csv', mode: 'append', text: csv, fileName: 'questions.csv', preview: null, faults: [], message: null, added: 0 };

function Import({ languages, value, context }: { languages: Languages; value: string; context?: Partial<QuestionImportContext> }) {
  const state = questionImportMachine.resolveState({ value, context: { ...base, ...context } });
  return <InLanguages languages={languages}>{() => <ImportView state={state} send={ignore} />}</InLanguages>;
}

function Flow(props: { show: () => ReactNode }) {
  return <>{props.show()}</>;
}

const meta = { title: 'App/Operator/Question bank', component: Flow, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing the format and the file; the columns and a sample are shown. */
export const Editing: Story = {
  args: { show: () => <Import languages="both" value="editing" context={{ text: '', fileName: null }} /> },
  parameters: { machineStates: ['questionImport.editing'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Check the file' })).toBeDisabled();
  },
};
export const EditingAiken: Story = {
  args: { show: () => <Import languages="both" value="editing" context={{ format: 'aiken', text: '', fileName: null }} /> },
};
export const Checking: Story = {
  args: { show: () => <Import languages="both" value="checking" /> },
  parameters: { machineStates: ['questionImport.checking'] },
};
/** Every fault by its line, in the operator's language; nothing saved. */
export const Faulty: Story = {
  args: {
    show: () => (
      <>
        <Import languages="ar" value="faulty" context={{ message: 'في الملف خطآن: لم يُحفظ شيء', faults: ['السطر ٧: يجب أن تكون الإجابة الصحيحة A أو B أو C أو D (أو أ، ب، ج، د)', 'السطر ١٢: نص السؤال بالعربية فارغ'] }} />
        <Import languages="en" value="faulty" context={{ message: 'The file has 2 faults: nothing was saved', faults: ['line 7: the correct answer must be A, B, C or D', 'line 12: the question in Arabic is empty'] }} />
      </>
    ),
  },
  parameters: { machineStates: ['questionImport.faulty'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('line 7: the correct answer must be A, B, C or D')).toBeVisible();
  },
};
/** What will be added, each question in both languages with the line it came from. */
export const Previewing: Story = {
  args: { show: () => <Import languages="both" value="previewing" context={{ preview }} /> },
  parameters: { machineStates: ['questionImport.previewing'] },
};
/** Saving asks first: add after the bank or replace it. */
export const Confirming: Story = {
  args: { show: () => <Import languages="ar" value="confirming" context={{ preview, mode: 'replace' }} /> },
  parameters: { machineStates: ['questionImport.confirming'] },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('سيحوي البنك بعدها ٢ سؤالًا');
  },
};
export const ConfirmingEnglish: Story = {
  args: { show: () => <Import languages="en" value="confirming" context={{ preview }} /> },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('The bank will then hold 10 questions.');
  },
};
export const Saving: Story = {
  args: { show: () => <Import languages="both" value="saving" context={{ preview }} /> },
  parameters: { machineStates: ['questionImport.saving'] },
};
export const Saved: Story = {
  args: { show: () => <Import languages="both" value="saved" context={{ added: 20 }} /> },
  parameters: { machineStates: ['questionImport.saved'] },
};
/** Refused by the server in its own words (the competition has started). */
export const Refused: Story = {
  args: {
    show: () => (
      <>
        <Import languages="ar" value="refused" context={{ message: 'بدأت هذه المسابقة: لم يعد ممكنًا تغيير أسئلتها وتلاواتها ومستوياتها' }} />
        <Import languages="en" value="refused" context={{ message: 'This competition has started: its questions, recitations and levels can no longer change' }} />
      </>
    ),
  },
  parameters: { machineStates: ['questionImport.refused'] },
};
export const Failed: Story = {
  args: { show: () => <Import languages="both" value="failed" /> },
  parameters: { machineStates: ['questionImport.failed'] },
};

const noClient = {} as ConsoleClient;
const bank: Schemas['OperatorQuestionBank'] = { questions, questions_per_attempt: 1, quiz_time_limit_seconds: 900, locked: false };
/** The bank: the quiz settings, the import, and each question with Arabic and English side by side. */
export const Bank: Story = {
  args: { show: () => <InLanguages languages="both">{() => <QuestionBankView client={noClient} competitionId={7} bank={bank} onBank={ignore} />}</InLanguages> },
};
/** Started: everything is shown, nothing can change. */
export const BankLocked: Story = {
  args: { show: () => <InLanguages languages="both">{() => <QuestionBankView client={noClient} competitionId={7} bank={{ ...bank, locked: true }} onBank={ignore} />}</InLanguages> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

/** The quiz's settings in each state of their machine (the bank above: two questions). */
function Settings({ languages, value, context }: { languages: Languages; value: string | Record<string, string>; context?: Partial<QuizSettingsContext> }) {
  const state = quizSettingsMachine.resolveState({ value, context: { perAttempt: '١', minutes: '١٥', refusal: null, ...context } });
  return <InLanguages languages={languages}>{() => <QuizSettingsView state={state} send={ignore} bank={bank} />}</InLanguages>;
}
export const SettingsEditing: Story = {
  args: { show: () => <Settings languages="both" value={{ editing: 'idle' }} /> },
  parameters: { machineStates: ['quizSettings.editing.idle'] },
};
/** A value out of range is named under its field as it is typed; nothing is sent. */
export const SettingsOutOfRange: Story = {
  args: { show: () => <Settings languages="both" value={{ editing: 'idle' }} context={{ perAttempt: '٥', minutes: '0' }} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A whole number of minutes from 1 to 1440.')).toBeVisible();
  },
};
export const SettingsSaving: Story = {
  args: { show: () => <Settings languages="both" value="saving" /> },
  parameters: { machineStates: ['quizSettings.saving'] },
};
export const SettingsSaved: Story = {
  args: { show: () => <Settings languages="both" value={{ editing: 'saved' }} /> },
  parameters: { machineStates: ['quizSettings.editing.saved'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(2);
  },
};
/** Refused in the server's own words; unreachable, the console's "the action failed". */
export const SettingsRefused: Story = {
  args: {
    show: () => (
      <>
        <Settings languages="ar" value={{ editing: 'refused' }} context={{ refusal: 'بدأت هذه المسابقة: لم يعد ممكنًا تغيير أسئلتها وتلاواتها ومستوياتها' }} />
        <Settings languages="en" value={{ editing: 'refused' }} />
      </>
    ),
  },
  parameters: { machineStates: ['quizSettings.editing.refused'] },
};

/** The questions in each state of the list's machine. */
function List({ languages, value, context }: { languages: Languages; value: string | Record<string, string>; context?: Partial<QuestionListContext> }) {
  const state = questionListMachine.resolveState({ value, context: { editing: null, deleting: null, order: [], refusal: null, ...context } });
  return <InLanguages languages={languages}>{() => <QuestionListView state={state} send={ignore} client={noClient} competitionId={7} bank={bank} onBank={ignore} />}</InLanguages>;
}
export const ListIdle: Story = {
  args: { show: () => <List languages="both" value={{ ready: 'idle' }} /> },
  parameters: { machineStates: ['questionList.ready.idle'] },
};
/** One question's form open in its place (the others keep their buttons). */
export const ListEditingOne: Story = {
  args: { show: () => <List languages="both" value={{ ready: 'idle' }} context={{ editing: 4 }} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('form', { name: 'Edit the question' })).toHaveLength(1);
  },
};
export const ListReordering: Story = {
  args: { show: () => <List languages="both" value="reordering" context={{ order: [4, 3] }} /> },
  parameters: { machineStates: ['questionList.reordering'] },
};
/** Deleting asks first, naming the question in Arabic. */
export const ListConfirming: Story = {
  args: { show: () => <List languages="en" value="confirming" context={{ deleting: { id: 4, text: questions[1]!.text } }} /> },
  globals: { locale: 'en' },
  parameters: { machineStates: ['questionList.confirming'] },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('ما أطول سورة في القرآن الكريم؟');
  },
};
export const ListConfirmingArabic: Story = {
  args: { show: () => <List languages="ar" value="confirming" context={{ deleting: { id: 4, text: questions[1]!.text } }} /> },
};
export const ListDeleting: Story = {
  args: { show: () => <List languages="both" value="deleting" context={{ deleting: { id: 4, text: questions[1]!.text } }} /> },
  parameters: { machineStates: ['questionList.deleting'] },
};
/** A move or a delete refused in the server's own words; unreachable, the console's "the action failed". */
export const ListRefused: Story = {
  args: {
    show: () => (
      <>
        <List languages="ar" value={{ ready: 'refused' }} context={{ refusal: 'بدأت هذه المسابقة: لم يعد ممكنًا تغيير أسئلتها وتلاواتها ومستوياتها' }} />
        <List languages="en" value={{ ready: 'refused' }} />
      </>
    ),
  },
  parameters: { machineStates: ['questionList.ready.refused'] },
};

/** One question's form in each state of its machine. */
function QuestionFormStory({ languages, value, context, editing = false }: { languages: Languages; value: string | Record<string, string>; context?: Partial<QuestionFormContext>; editing?: boolean }) {
  const state = questionFormMachine.resolveState({ value, context: { draft: emptyQuestionDraft(), checked: false, refusal: null, ...context } });
  return <InLanguages languages={languages}>{() => <QuestionFormView state={state} send={ignore} editing={editing} onCancel={ignore} />}</InLanguages>;
}
const typed = { text: questions[0]!.text, options: questions[0]!.options, correct_index: questions[0]!.correct_index };
export const FormEditing: Story = {
  args: { show: () => <QuestionFormStory languages="both" value={{ editing: 'idle' }} /> },
  parameters: { machineStates: ['questionForm.editing.idle'] },
};
/** A submit with Arabic values missing: each is named under its field. */
export const FormInvalid: Story = {
  args: { show: () => <QuestionFormStory languages="both" value={{ editing: 'invalid' }} context={{ checked: true, draft: { ...emptyQuestionDraft(), text: { ar: 'سؤال', en: '' } } }} /> },
  parameters: { machineStates: ['questionForm.editing.invalid'] },
};
export const FormSaving: Story = {
  args: { show: () => <QuestionFormStory languages="both" value="saving" editing context={{ checked: true, draft: typed }} /> },
  parameters: { machineStates: ['questionForm.saving'] },
};
/** Saved: the list takes the question back and closes the form (shown here as it was sent). */
export const FormSaved: Story = {
  args: { show: () => <QuestionFormStory languages="both" value="saved" editing context={{ checked: true, draft: typed }} /> },
  parameters: { machineStates: ['questionForm.saved'] },
};
export const FormRefused: Story = {
  args: {
    show: () => (
      <>
        <QuestionFormStory languages="ar" value={{ editing: 'refused' }} editing context={{ checked: true, draft: typed, refusal: 'بدأت هذه المسابقة: لم يعد ممكنًا تغيير أسئلتها وتلاواتها ومستوياتها' }} />
        <QuestionFormStory languages="en" value={{ editing: 'refused' }} editing context={{ checked: true, draft: typed }} />
      </>
    ),
  },
  parameters: { machineStates: ['questionForm.editing.refused'] },
};
