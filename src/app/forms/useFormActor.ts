import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { FormField, FormKey, SubmitFormContext, SubmitFormMachine, ValidFormValues } from '../../machines';

export type SubmitFormActor<F extends FormKey> = ActorRefFrom<SubmitFormMachine<F>>;
export type SubmitFormStateName = 'editing' | 'sending' | 'sent' | 'failed';

/** A submit-form machine as a form draws it: its state name and context, and its events. */
export interface FormActorView<F extends FormKey> {
  state: SubmitFormStateName;
  context: SubmitFormContext<F>;
  change: (field: FormField<F>) => (value: string) => void;
  submit: () => void;
  reset: () => void;
}

/** The state name and context of a submit-form machine, plus its events. */
export function useFormActor<F extends FormKey>(actor: SubmitFormActor<F>): FormActorView<F> {
  const state = useSelector(actor, (snapshot) => snapshot.value as SubmitFormStateName);
  const context: SubmitFormContext<F> = useSelector(actor, (snapshot) => snapshot.context);
  return {
    state,
    context,
    change: (field: FormField<F>) => (value: string) => actor.send({ type: 'field.change', field, value }),
    submit: () => actor.send({ type: 'form.submit' }),
    reset: () => actor.send({ type: 'form.reset' }),
  };
}

/** Calls `onSent` with the values each time the form is sent (the machine's `form.sent`). */
export function useFormSent<F extends FormKey>(actor: SubmitFormActor<F>, onSent: (values: ValidFormValues<F>) => void): void {
  const latest = useRef(onSent);
  useEffect(() => {
    latest.current = onSent;
  });
  useEffect(() => {
    const subscription = actor.on('form.sent', (event) => latest.current(event.values));
    return () => subscription.unsubscribe();
  }, [actor]);
}
