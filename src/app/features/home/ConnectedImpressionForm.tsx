// The add-your-impression form with its machine: loaded with the modal (see ImpressionDialog in
// wiring.tsx), so neither the machine, nor validation, nor the fields weigh on the home page's first load.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { notify } from '../../../design-system/components/Toast/notify';
import { impressionFormMachine } from '../../../machines';
import { useHomeServices } from './homeServices';
import { ImpressionForm, type ImpressionFormView } from './sections/ImpressionForm';

export type ImpressionFormRef = ActorRefFrom<typeof impressionFormMachine>;

/** The impression form machine: success and failure toasts in the page's language. */
export function useImpressionForm(): ImpressionFormRef {
  const services = useHomeServices();
  const { t } = useTranslation('home');
  const machine = useMemo(
    () =>
      impressionFormMachine.provide({
        actors: { submitForm: fromPromise(({ input }: { input: Record<string, string> }) => services.sendImpression(input)) },
        actions: {
          notifySent: () => void notify.success(t('impressions.sent')),
          notifyFailure: (_, params: { message: string | null }) => void notify.error(params.message || t('impressions.failed')),
        },
      }),
    [services, t],
  );
  return useActorRef(machine);
}

export function impressionViewOf(snapshot: ReturnType<ImpressionFormRef['getSnapshot']>): ImpressionFormView {
  const value = snapshot.value as string;
  return value === 'sending' ? 'sending' : value === 'sent' ? 'sent' : 'editing';
}

/** The form drawn from a given actor (stories pass one started in a given state). */
export function ImpressionFormOf({ form }: { form: ImpressionFormRef }) {
  const snapshot = useSelector(form, (s) => s);
  return (
    <ImpressionForm
      view={impressionViewOf(snapshot)}
      context={snapshot.context}
      onChange={(field, value) => form.send({ type: 'field.change', field, value })}
      onSubmit={() => form.send({ type: 'form.submit' })}
    />
  );
}

/** The modal's content: a fresh actor each time it mounts, so closing the modal resets the form. */
export function ConnectedImpressionForm() {
  const form = useImpressionForm();
  return <ImpressionFormOf form={form} />;
}
