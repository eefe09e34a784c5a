// An inbox thread's closure (issue 30, point 3): an open thread (new or answered) is closed only once the operator
// confirmed it, and a closed one can be reopened. Answering is the inbox answer form's, below.
import { createSubmitFormMachine } from '../forms/submitForm.machine.ts';
import { createFlagToggleMachine, type FlagToggleContext } from './flagToggle.ts';

/** `failure` is set when the last change was refused: the server's message, or null when it named none or was unreachable. */
export type InboxThreadContext = FlagToggleContext<'closed'>;
export type InboxThreadEvent =
  | { type: 'thread.close' }
  | { type: 'thread.confirm' }
  | { type: 'thread.cancel' }
  | { type: 'thread.reopen' };

/** Closing asks first (`confirming`): the thread leaves the open ones. */
export const inboxThreadMachine = createFlagToggleMachine({
  id: 'inboxThread',
  flag: 'closed',
  effect: 'setClosed',
  states: { on: 'closed', off: 'open', turningOn: 'closing', turningOff: 'reopening' },
  events: { turnOn: 'thread.close', turnOff: 'thread.reopen' },
  confirmTurningOn: { state: 'confirming', confirm: 'thread.confirm', cancel: 'thread.cancel' },
});

/** An operator's answer to a thread: emptied once mailed; kept, with the server's words, when the mail failed. */
export const inboxAnswerFormMachine = createSubmitFormMachine({
  id: 'inboxAnswerForm',
  form: 'inboxAnswer',
  initialValues: { answer: '' },
  onFailure: 'failed',
});
