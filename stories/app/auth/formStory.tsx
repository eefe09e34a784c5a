// Submit-form machines started in a chosen state for the App/Auth and App/Feedback stories.
import { useActorRef } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { FormValuesRecord, SubmitFormContext, SubmitFormMachine, SubmitResult } from '../../../src/machines';
import type { SubmitFormActor } from '../../../src/app/features/auth/useFormActor';

export type FormStateName = 'editing' | 'sending' | 'sent' | 'failed';

export const formContext = (values: FormValuesRecord, extra: Partial<SubmitFormContext> = {}): SubmitFormContext => ({
  values,
  errors: {},
  serverErrors: {},
  failure: null,
  sentType: null,
  ...extra,
});

/** The machine resolved in `state`; its send never answers, so `sending` stays as it is. */
export function MachineForm({
  machine,
  state,
  context,
  render,
}: {
  machine: SubmitFormMachine;
  state: FormStateName;
  context: SubmitFormContext;
  render: (actor: SubmitFormActor) => ReactNode;
}) {
  const logic = machine.provide({
    actors: { submitForm: fromPromise<SubmitResult, FormValuesRecord>(() => new Promise(() => {})) },
    actions: { notifySent: () => {}, notifyFailure: () => {} },
  });
  const actor = useActorRef(logic, { snapshot: logic.resolveState({ value: state, context }) });
  return <>{render(actor)}</>;
}
