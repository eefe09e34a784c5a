// Finance's steps on a prize request in the console: each confirmed first, the reason only to return, the reference
// only to record a payment, a refusal kept with the server's words.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ConsoleOutcome } from '../../src/machines/operator/consoleOutcome';
import { prizeStepMachine, type PrizeStepRequest } from '../../src/machines/operator/prizeStep.machine';
import { prizeStepsFor } from '../../src/operator/PrizesPanel';
import type { Schemas } from '../../src/operator/api';

const saved: ConsoleOutcome = { kind: 'saved' };
const refused: ConsoleOutcome = { kind: 'refused', message: 'You recorded this payment; a different finance account must confirm it' };

function effect(...outcomes: (ConsoleOutcome | Error)[]) {
  const sent: PrizeStepRequest[] = [];
  const actor = fromPromise<ConsoleOutcome, PrizeStepRequest>(async ({ input }) => {
    sent.push(input);
    const next = outcomes.length > 1 ? outcomes.shift()! : outcomes[0]!;
    if (next instanceof Error) throw next;
    return next;
  });
  return { sent, actor };
}

describe('prizeStep', () => {
  it('asks before each step, may be cancelled, sends only what the step needs, and keeps a refusal', async () => {
    const take = effect(saved, saved, refused, new Error('offline'));
    const actor = createActor(prizeStepMachine.provide({ actors: { takeStep: take.actor } })).start();
    actor.send({ type: 'field.change', field: 'reason', value: '  The holder is not the winner ' });
    actor.send({ type: 'step.choose', step: 'return' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'step.cancel' });
    expect(actor.getSnapshot().value).toEqual({ offered: 'idle' });
    expect(take.sent).toEqual([]);
    actor.send({ type: 'step.choose', step: 'return' });
    actor.send({ type: 'step.confirm' });
    await waitFor(actor, (s) => s.matches({ offered: 'saved' }));
    // A saved step empties the fields.
    expect(actor.getSnapshot().context.values).toEqual({ reason: '', reference: '' });
    actor.send({ type: 'field.change', field: 'reference', value: ' TRF-2026-0042 ' });
    actor.send({ type: 'step.choose', step: 'record_payment' });
    actor.send({ type: 'step.confirm' });
    await waitFor(actor, (s) => s.matches({ offered: 'saved' }) && s.context.step === 'record_payment');
    actor.send({ type: 'step.choose', step: 'confirm_payment' });
    actor.send({ type: 'step.confirm' });
    await waitFor(actor, (s) => s.matches({ offered: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBe(refused.message);
    actor.send({ type: 'step.choose', step: 'approve' });
    actor.send({ type: 'step.confirm' });
    await waitFor(actor, (s) => s.matches({ offered: 'refused' }) && s.context.refusal === null);
    expect(take.sent).toEqual([
      { action: 'return', reason: 'The holder is not the winner' },
      { action: 'record_payment', reference: 'TRF-2026-0042' },
      { action: 'confirm_payment' },
      { action: 'approve' },
    ]);
  });

  it('offers confirming a payment only to another finance account, and approving only valid check digits', () => {
    const base = { status: 'pending', iban_valid: true, payment_recorded_by: null } as unknown as Schemas['OperatorPrizeRequest'];
    expect(prizeStepsFor(base, 5)).toEqual(['approve', 'return']);
    expect(prizeStepsFor({ ...base, iban_valid: false }, 5)).toEqual(['return']);
    expect(prizeStepsFor({ ...base, status: 'approved' }, 5)).toEqual(['record_payment', 'return']);
    const recorded = { ...base, status: 'payment_recorded' as const, payment_recorded_by: { id: 5, name: 'Sara' } };
    expect(prizeStepsFor(recorded, 5)).toEqual([]);
    expect(prizeStepsFor(recorded, 6)).toEqual(['confirm_payment']);
    for (const status of ['paid', 'returned', 'refused'] as const) expect(prizeStepsFor({ ...base, status }, 5)).toEqual([]);
  });

  it('without a provided call, a confirmed step is refused as unreachable and keeps what finance typed', async () => {
    const actor = createActor(prizeStepMachine).start();
    actor.send({ type: 'field.change', field: 'reference', value: 'TRF-2026-0042' });
    actor.send({ type: 'step.choose', step: 'record_payment' });
    actor.send({ type: 'step.confirm' });
    expect(actor.getSnapshot().value).toBe('sending');
    await waitFor(actor, (s) => s.matches({ offered: 'refused' }));
    expect(actor.getSnapshot().context).toEqual({ values: { reason: '', reference: 'TRF-2026-0042' }, step: 'record_payment', refusal: null });
  });

  it('a refusal naming no message is kept as none, and a retry once fixed is saved', async () => {
    const take = effect({ kind: 'refused', message: null }, saved);
    const actor = createActor(prizeStepMachine.provide({ actors: { takeStep: take.actor } })).start();
    actor.send({ type: 'field.change', field: 'reason', value: 'x' });
    actor.send({ type: 'step.choose', step: 'return' });
    actor.send({ type: 'step.confirm' });
    await waitFor(actor, (s) => s.matches({ offered: 'refused' }));
    expect(actor.getSnapshot().context).toEqual({ values: { reason: 'x', reference: '' }, step: 'return', refusal: null });
    actor.send({ type: 'field.change', field: 'reason', value: 'The name differs from the account holder' });
    actor.send({ type: 'step.choose', step: 'return' });
    actor.send({ type: 'step.confirm' });
    await waitFor(actor, (s) => s.matches({ offered: 'saved' }));
    expect(take.sent).toEqual([
      { action: 'return', reason: 'x' },
      { action: 'return', reason: 'The name differs from the account holder' },
    ]);
  });
});
