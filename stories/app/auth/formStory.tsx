// Submit-form machines started in a chosen state for the App/Auth, App/Account and App/Feedback stories.
import { useActorRef } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { FormKey, FormValues, SubmitFormContext, SubmitFormMachine } from '../../../src/machines';
import type { SubmitFormActor, SubmitFormStateName } from '../../../src/app/forms/useFormActor';

export type FormStateName = SubmitFormStateName;

/** A form's context with no messages; the form is the one the story's props name. */
export const formContext = <F extends FormKey>(values: FormValues<F>, extra: Partial<SubmitFormContext<F>> = {}): SubmitFormContext<F> => ({
  values,
  errors: {},
  serverErrors: {},
  failure: null,
  sentType: null,
  ...extra,
});

/** The machine resolved in `state`; its send never answers, so `sending` stays as it is. */
export function MachineForm<F extends FormKey>({
  machine,
  state,
  context,
  render,
}: {
  machine: SubmitFormMachine<F>;
  state: FormStateName;
  context: SubmitFormContext<F>;
  render: (actor: SubmitFormActor<F>) => ReactNode;
}) {
  const logic = machine.provide({
    actors: { submitForm: fromPromise(() => new Promise(() => {})) },
    actions: { notifySent: () => {}, notifyFailure: () => {} },
  });
  const actor = useActorRef(logic, { snapshot: logic.resolveState({ value: state, context }) });
  return <>{render(actor)}</>;
}
