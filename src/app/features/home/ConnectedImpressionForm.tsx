// The add-your-impression form with its machine: loaded with the modal (see ImpressionDialog in
// wiring.tsx), so neither the machine, nor validation, nor the fields weigh on the home page's first load.
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { notify } from '../../../design-system/components/Toast/notify';
import { impressionFormMachine } from '../../../machines';
import { useFormActor, type SubmitFormActor } from '../../forms/useFormActor';
import { useSessionView } from '../../session/sessionActor';
import { contactOf } from '../../session/sessionView';
import { useHomeServices } from './homeServices';
import { ImpressionForm, type ImpressionFormView } from './sections/ImpressionForm';

export type ImpressionFormRef = SubmitFormActor<'impression'>;

/** The impression form machine: success and failure toasts in the page's language. */
export function useImpressionForm(): ImpressionFormRef {
  const services = useHomeServices();
  const { t } = useTranslation('forms');
  const machine = useMemo(
    () =>
      impressionFormMachine.provide({
        actors: { submitForm: fromPromise(({ input }) => services.sendImpression(input)) },
        actions: {
          notifySent: () => void notify.success(t('impression.sent')),
          notifyFailure: (_, params: { message: string | null }) => void notify.error(params.message || t('impression.failed')),
        },
      }),
    [services, t],
  );
  // A signed-in contestant does not type their name and e-mail again.
  const contact = contactOf(useSessionView());
  return useActorRef(machine, contact ? { input: { values: contact } } : undefined);
}

/** The form drawn from a given actor (stories pass one started in a given state). */
export function ImpressionFormOf({ form }: { form: ImpressionFormRef }) {
  const { state, context, change, submit } = useFormActor(form);
  // The impression form has no `failed` state: a failure leaves it editing.
  const view: ImpressionFormView = state === 'sending' || state === 'sent' ? state : 'editing';
  return <ImpressionForm view={view} context={context} onChange={(field, value) => change(field)(value)} onSubmit={submit} />;
}

/** The modal's content: a fresh actor each time it mounts, so closing the modal resets the form. */
export function ConnectedImpressionForm() {
  const form = useImpressionForm();
  return <ImpressionFormOf form={form} />;
}
