// The first track's question bank in the console (issue 29 point 5): every state of the import, each view started in
// its machine's state, and the bank itself (open and locked); Arabic and English side by side, so axe checks both.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { InLanguages, type Languages } from './inLanguages';
import { questionImportMachine, type QuestionImportContext } from '../../src/machines/operator/questionImport.machine';
import type { ConsoleClient, Schemas } from '../../src/operator/api';
import { ImportView, QuestionBankView } from '../../src/operator/content/QuestionsEditor';

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
