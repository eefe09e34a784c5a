// The console's inbox (issue 30, point 3): a complaint or suggestion thread in every state of its closure machine and
// of its answer form's machine; Arabic and English side by side (the closing confirmation, a modal, one language a story).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { InLanguages, type Languages } from './inLanguages';
import type { SubmitFormContext } from '../../src/machines/forms/submitForm.machine';
import { inboxAnswerFormMachine, type InboxThreadContext, inboxThreadMachine } from '../../src/machines/operator/inboxThread.machine';
import type { Schemas } from '../../src/operator/api';
import * as styles from '../../src/operator/console.css';
import { ThreadView } from '../../src/operator/InboxPanel';

const ignore = () => {};

const complaint: Schemas['InboxThread'] = {
  id: 4,
  type: 'complaint',
  status: 'new',
  name: 'أحمد القحطاني',
  email: 'ahmad@example.com',
  language: 'ar',
  contestant_id: 12,
  content: 'توقفت صفحة التسجيل الصوتي عن العمل مرتين قبل الإرسال.',
  created_at: '2026-03-03 10:15',
  replies: [],
};
const reply = { id: 1, operator_name: 'Huda Al-Qahtani', body: 'شكرًا لك، أصلحنا الخلل؛ جرّب مرة أخرى وأخبرنا.', sent_at: '2026-03-04 09:30' };
const suggestion: Schemas['InboxThread'] = {
  ...complaint,
  id: 7,
  type: 'suggestion',
  name: 'Noura Saleh',
  email: 'noura@example.org',
  language: 'en',
  contestant_id: null,
  content: 'Please add a practice mode for the first track.',
};

type FormState = 'editing' | 'sending' | 'sent' | 'failed';
const typed = 'شكرًا لك، أصلحنا الخلل؛ جرّب مرة أخرى وأخبرنا.';

function Thread({
  languages,
  thread = complaint,
  closure = 'open',
  closureContext = {},
  form = 'editing',
  formContext = {},
}: {
  languages: Languages;
  thread?: Schemas['InboxThread'];
  closure?: 'open' | 'confirming' | 'closing' | 'closed' | 'reopening';
  closureContext?: Partial<InboxThreadContext>;
  form?: FormState;
  formContext?: Partial<SubmitFormContext>;
}) {
  const closed = closure === 'closed' || closure === 'reopening';
  const closureState = inboxThreadMachine.resolveState({ value: closure, context: { closed, failure: null, ...closureContext } });
  const answerState = inboxAnswerFormMachine.resolveState({
    value: form,
    context: { values: { answer: form === 'sent' ? '' : typed }, errors: {}, serverErrors: {}, failure: null, sentType: null, ...formContext } as never,
  });
  return (
    <InLanguages languages={languages}>
      {() => (
        <ul className={styles.list}>
          <ThreadView thread={thread} closure={closureState} sendClosure={ignore} answer={answerState} sendAnswer={ignore} />
        </ul>
      )}
    </InLanguages>
  );
}

function Flow(props: { show: () => ReactNode }) {
  return <>{props.show()}</>;
}

const meta = { title: 'App/Operator/Inbox', component: Flow, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new complaint from a contestant: the sentence says who wrote it and when, the answer form is empty. */
export const NewComplaint: Story = {
  args: { show: () => <Thread languages="both" formContext={{ values: { answer: '' } } as Partial<SubmitFormContext>} /> },
  parameters: { machineStates: ['inboxThread.opening', 'inboxThread.open', 'inboxAnswerForm.editing'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/أحمد القحطاني.*شكوى في ٣ مارس ٢٠٢٦/)).toBeInTheDocument();
    await expect(canvas.getByText(/wrote a complaint on 3 March 2026/)).toBeInTheDocument();
  },
};
/** A suggestion from a visitor written in English: no account, the answer goes out in English. */
export const NewSuggestion: Story = { args: { show: () => <Thread languages="both" thread={suggestion} formContext={{ values: { answer: '' } } as Partial<SubmitFormContext>} /> } };
export const AnswerSending: Story = { args: { show: () => <Thread languages="both" form="sending" /> }, parameters: { machineStates: ['inboxAnswerForm.sending'] } };
/** The answer was mailed: it joined the thread, which is answered, and the form is empty again. */
export const AnswerSent: Story = {
  args: { show: () => <Thread languages="both" thread={{ ...complaint, status: 'answered', replies: [reply] }} form="sent" /> },
  parameters: { machineStates: ['inboxAnswerForm.sent'] },
};
/** The mail did not go: the server says so under the answer, which is kept as typed. */
export const AnswerMailFailed: Story = {
  args: {
    show: () => (
      <Thread
        languages="both"
        form="failed"
        formContext={{ failure: { message: 'The e-mail could not be sent' }, serverErrors: { answer: ['The e-mail could not be sent, so the answer was not saved. Try again later.'] } }}
      />
    ),
  },
  parameters: { machineStates: ['inboxAnswerForm.failed'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')[0]).toHaveValue(typed);
  },
};
export const AnswerUnreachable: Story = { args: { show: () => <Thread languages="both" form="failed" formContext={{ failure: { message: null } }} /> } };
/** Closing asks first. */
export const CloseConfirmingArabic: Story = {
  args: { show: () => <Thread languages="ar" thread={{ ...complaint, status: 'answered', replies: [reply] }} closure="confirming" /> },
  parameters: { machineStates: ['inboxThread.confirming'] },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('إغلاق محادثة');
  },
};
export const CloseConfirmingEnglish: Story = {
  args: { show: () => <Thread languages="en" thread={suggestion} closure="confirming" /> },
  parameters: { machineStates: ['inboxThread.confirming'] },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('nothing is sent to the sender');
  },
};
export const Closing: Story = { args: { show: () => <Thread languages="both" closure="closing" /> }, parameters: { machineStates: ['inboxThread.closing'] } };
export const CloseRefused: Story = { args: { show: () => <Thread languages="both" closureContext={{ failure: { message: null } }} /> } };
/** A closed thread: no answer form, a reopen button. */
export const Closed: Story = {
  args: { show: () => <Thread languages="both" thread={{ ...complaint, status: 'closed', replies: [reply] }} closure="closed" /> },
  parameters: { machineStates: ['inboxThread.closed'] },
};
export const Reopening: Story = {
  args: { show: () => <Thread languages="both" thread={{ ...complaint, status: 'closed', replies: [reply] }} closure="reopening" /> },
  parameters: { machineStates: ['inboxThread.reopening'] },
};
