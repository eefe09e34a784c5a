// One machine shape for "toggle a flag on the server, keep the refusal": an impression published or taken down, an
// inbox thread closed or reopened. The flag opens as the record stands; turning it on or off calls the injected
// effect, which answers a `ConsoleOutcome`; a refused or unreachable change leaves the flag where it was, with the
// server's words (or none) in `failure`. Turning the flag on may ask for a confirmation first.
import {
  type AnyActorRef,
  assign,
  type EventObject,
  fromPromise,
  type MetaObject,
  type ParameterizedObject,
  type PromiseActorLogic,
  setup,
  type StateMachine,
  type StateSchema,
} from 'xstate';
import type { ConsoleOutcome } from './consoleOutcome.ts';

/** `failure` is set when the last change was refused: the server's message, or null when it named none or was unreachable. */
export type FlagToggleContext<Flag extends string> = Record<Flag, boolean> & { failure: { message: string | null } | null };

export interface FlagToggleOptions<Flag extends string, Effect extends string, EventType extends string, State extends string> {
  id: string;
  /** The flag's name: the context field, the machine's input and the effect's input. */
  flag: Flag;
  /** The name of the injected actor that sets the flag on the server. */
  effect: Effect;
  /** The states where the flag is on or off, and those where it is being turned on or off. */
  states: { on: State; off: State; turningOn: State; turningOff: State };
  /** The events that turn it on and off. */
  events: { turnOn: EventType; turnOff: EventType };
  /** Turning the flag on asks first: this state waits for `confirm` (the effect is called) or `cancel` (back off). */
  confirmTurningOn?: { state: State; confirm: EventType; cancel: EventType };
}

/** The machine `createFlagToggleMachine` makes, typed by its flag, effect, events and states. */
export type FlagToggleMachine<Flag extends string, Effect extends string, EventType extends string, State extends string> = StateMachine<
  FlagToggleContext<Flag>,
  { type: EventType },
  Record<string, AnyActorRef | undefined>,
  { src: Effect; logic: PromiseActorLogic<ConsoleOutcome, Record<Flag, boolean>>; id: string | undefined },
  ParameterizedObject,
  ParameterizedObject,
  never,
  State | 'opening',
  string,
  Record<Flag, boolean>,
  unknown,
  EventObject,
  MetaObject,
  StateSchema
>;

export function createFlagToggleMachine<Flag extends string, Effect extends string, EventType extends string, State extends string>(
  options: FlagToggleOptions<Flag, Effect, EventType, State>,
): FlagToggleMachine<Flag, Effect, EventType, State> {
  const { flag, effect, states, events, confirmTurningOn } = options;
  type Context = FlagToggleContext<Flag>;
  const withFlag = (value: boolean) => ({ [flag]: value }) as Record<Flag, boolean>;

  const machineSetup = setup({
    types: {} as { context: Context; events: { type: EventType }; input: Record<Flag, boolean> },
    actors: {
      [effect]: fromPromise<ConsoleOutcome, Record<Flag, boolean>>(async () => {
        throw new Error(`provide ${effect}`);
      }),
    },
    guards: {
      isOn: ({ context }) => context[flag],
      isSaved: (_, outcome: ConsoleOutcome) => outcome.kind === 'saved',
    },
    actions: {
      clearFailure: assign({ failure: null } as Partial<Context>),
      refuse: assign((_, outcome: ConsoleOutcome) => ({ failure: { message: outcome.message ?? null } }) as Partial<Context>),
      unreachable: assign({ failure: { message: null } } as Partial<Context>),
    },
  });

  /** Calling the effect with the flag `value`: saved goes to `done` with the flag set; refused or unreachable, back to `back`. */
  const turning = (value: boolean, done: State, back: State) => ({
    invoke: {
      src: effect,
      input: withFlag(value),
      onDone: [
        {
          guard: { type: 'isSaved', params: ({ event }: { event: { output: ConsoleOutcome } }) => event.output },
          target: done,
          actions: assign(() => withFlag(value) as Partial<Context>),
        },
        { target: back, actions: { type: 'refuse', params: ({ event }: { event: { output: ConsoleOutcome } }) => event.output } },
      ],
      onError: { target: back, actions: 'unreachable' },
    },
  });
  const confirmation =
    confirmTurningOn === undefined
      ? {}
      : { [confirmTurningOn.state]: { on: { [confirmTurningOn.confirm]: states.turningOn, [confirmTurningOn.cancel]: states.off } } };

  // The states are named by the caller, so the config is checked here as any config of this setup, and the machine is
  // typed by its names in the declared return type.
  type Config = Parameters<typeof machineSetup.createMachine>[0];
  const config = {
    id: options.id,
    context: ({ input }: { input: Record<Flag, boolean> }) => ({ ...withFlag(input[flag]), failure: null }),
    initial: 'opening',
    states: {
      opening: {
        meta: { transient: true },
        always: [{ guard: 'isOn', target: states.on }, { target: states.off }],
      },
      [states.off]: { on: { [events.turnOn]: { target: confirmTurningOn?.state ?? states.turningOn, actions: 'clearFailure' } } },
      ...confirmation,
      [states.turningOn]: turning(true, states.on, states.off),
      [states.on]: { on: { [events.turnOff]: { target: states.turningOff, actions: 'clearFailure' } } },
      [states.turningOff]: turning(false, states.off, states.on),
    },
  };
  return machineSetup.createMachine(config as unknown as Config) as unknown as FlagToggleMachine<Flag, Effect, EventType, State>;
}
