// An impression on the home page or off it: the operator publishes one by someone who took part, or takes it down.
import { createFlagToggleMachine, type FlagToggleContext } from './flagToggle.ts';

/** `failure` is set when the last change was refused: the server's message, or null when it named none or was unreachable. */
export type PublicationContext = FlagToggleContext<'published'>;
export type PublicationEvent = { type: 'impression.publish' } | { type: 'impression.unpublish' };

export const publicationMachine = createFlagToggleMachine({
  id: 'publication',
  flag: 'published',
  effect: 'setPublished',
  states: { on: 'published', off: 'unpublished', turningOn: 'publishing', turningOff: 'unpublishing' },
  events: { turnOn: 'impression.publish', turnOff: 'impression.unpublish' },
});
