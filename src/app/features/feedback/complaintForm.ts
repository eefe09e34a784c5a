import { fromPromise } from 'xstate';
import { complaintFormMachine, type SubmitResult, type ValidFormValues } from '../../../machines';
import { notify } from '../../../design-system/components/Toast/notify';
import { readFormAnswer } from '../../api/forms';
import { activeI18n } from '../../i18n/i18n';
import { api } from '../../services/apiClient';

/** POST /complaints: 200 is success (body not read); a refusal carries its first message (the toast) and field messages. */
export async function sendComplaint(values: ValidFormValues<'complaint'>): Promise<SubmitResult> {
  const { error, response } = await api.POST('/complaints', { body: values });
  // A catalogue text (no server message) travels as '' and is translated when shown.
  return readFormAnswer(response.status, error);
}

/** The complaint/suggestion machine with the site's effects: the API call and the toasts. */
export const appComplaintFormMachine = complaintFormMachine.provide({
  actors: { submitForm: fromPromise(({ input }) => sendComplaint(input)) },
  actions: {
    notifySent: (_, { type }) => {
      const t = activeI18n().t;
      void notify.success(type === 'suggestion' ? t('forms:complaint.sent.suggestion') : t('forms:complaint.sent.complaint'));
    },
    notifyFailure: (_, { message }) => {
      void notify.error(message ? message : activeI18n().t('errors:submitFailed'));
    },
  },
});
