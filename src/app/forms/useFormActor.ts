import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SubmitFormContext, SubmitFormMachine } from '../../../machines';

export type SubmitFormActor = ActorRefFrom<SubmitFormMachine>;
export type SubmitFormStateName = 'editing' | 'sending' | 'sent' | 'failed';

/** The state name and context of a submit-form machine, plus its two events. */
export function useFormActor(actor: SubmitFormActor) {
  const state = useSelector(actor, (snapshot) => snapshot.value as SubmitFormStateName);
  const context: SubmitFormContext = useSelector(actor, (snapshot) => snapshot.context);
  return {
    state,
    context,
    change: (field: string) => (value: string) => actor.send({ type: 'field.change', field, value }),
    submit: () => actor.send({ type: 'form.submit' }),
  };
}
