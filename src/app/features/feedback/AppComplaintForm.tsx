import { useActorRef } from '@xstate/react';
import { useSessionView } from '../../session/sessionActor';
import { contactOf } from '../../session/sessionView';
import { ComplaintForm } from './ComplaintForm';
import { appComplaintFormMachine } from './complaintForm';

/** The complaint form on its own actor with the site's effects: each mount starts a fresh form. */
export function AppComplaintForm() {
  // A signed-in contestant does not type their name and e-mail again.
  const contact = contactOf(useSessionView());
  const actor = useActorRef(appComplaintFormMachine, contact ? { input: { values: contact } } : undefined);
  return <ComplaintForm actor={actor} />;
}
