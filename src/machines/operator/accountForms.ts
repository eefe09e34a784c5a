// The console's account forms, on the one submit-form machine (src/machines/forms): the first administrator through the
// setup link, an invitee choosing their password, and an administrator's invitation. Values kept when refused.
import { createSubmitFormMachine } from '../forms/submitForm.machine.ts';

/** First-run setup: the link's token (from the page's address) with the administrator's name, e-mail and password. */
export const operatorSetupFormMachine = createSubmitFormMachine({
  id: 'operatorSetupForm',
  form: 'operatorSetup',
  initialValues: { token: '', name: '', email: '', password: '', password_confirmation: '' },
  onFailure: 'failed',
  afterSent: 'kept',
});

/** An invitation accepted: the link's token and the password the invitee chooses. */
export const operatorInvitationFormMachine = createSubmitFormMachine({
  id: 'operatorInvitationForm',
  form: 'operatorInvitation',
  initialValues: { token: '', password: '', password_confirmation: '' },
  onFailure: 'failed',
  afterSent: 'kept',
});

/** An administrator invites someone: emptied once sent, so the next invitation starts afresh. */
export const operatorInviteFormMachine = createSubmitFormMachine({
  id: 'operatorInviteForm',
  form: 'operatorInvite',
  initialValues: { name: '', email: '', role: 'operator' },
  onFailure: 'failed',
});
