import { useActorRef } from '@xstate/react';
import { ComplaintForm } from './ComplaintForm';
import { appComplaintFormMachine } from './complaintForm';

/** The complaint form on its own actor with the site's effects: each mount starts a fresh form. */
export function AppComplaintForm() {
  const actor = useActorRef(appComplaintFormMachine);
  return <ComplaintForm actor={actor} />;
}
