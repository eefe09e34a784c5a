import { fromCallback } from 'xstate';

export interface ClockTickEvent {
  type: 'clock.tick';
  /** Epoch milliseconds read from the injected clock. */
  now: number;
}

export const TICK_INTERVAL_MS = 1000;

/**
 * The one place a clock meets a timer: ticks once at start (so the first paint is right)
 * and then every `intervalMs`, reading time from the injected `now`.
 */
export function createTicker(now: () => number, intervalMs: number = TICK_INTERVAL_MS) {
  return fromCallback(({ sendBack }) => {
    sendBack({ type: 'clock.tick', now: now() } satisfies ClockTickEvent);
    const id = setInterval(() => sendBack({ type: 'clock.tick', now: now() } satisfies ClockTickEvent), intervalMs);
    return () => clearInterval(id);
  });
}

/** Placeholder the machines ship with, so a forgotten `.provide({ actors: { ticker } })` fails loudly. */
export const tickerNotProvided = fromCallback(() => {
  throw new Error('provide the ticker actor: createTicker(() => Date.now())');
});
