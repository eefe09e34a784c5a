import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type SiteSaveOutcome, type SiteSaveRequest, siteTextsMachine } from '../../src/machines/operator/siteTexts.machine';

const start = (outcome: () => Promise<SiteSaveOutcome>) => {
  const sent: SiteSaveRequest[] = [];
  const actor = createActor(siteTextsMachine.provide({ actors: { saveSite: fromPromise<SiteSaveOutcome, SiteSaveRequest>(({ input }) => (sent.push(input), outcome())) } })).start();
  return { actor, sent };
};

describe("the site's texts: saving a part", () => {
  it('saves at once when nothing is deleted, and says which part was saved until the next edit', async () => {
    const { actor, sent } = start(async () => ({ kind: 'saved' }));
    actor.send({ type: 'site.save', part: 'settings', body: { settings: { phone: { ar: '1', en: '1' } } }, deletes: 0 });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(sent).toEqual([{ part: 'settings', body: { settings: { phone: { ar: '1', en: '1' } } }, deletes: 0 }]);
    expect(actor.getSnapshot().context.saved).toBe('settings');
    actor.send({ type: 'site.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.saved).toBeNull();
  });

  it('asks before a save that deletes entries; cancelling sends nothing', async () => {
    const { actor, sent } = start(async () => ({ kind: 'saved' }));
    actor.send({ type: 'site.save', part: 'faq', body: { entries: [] }, deletes: 2 });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'site.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(sent).toEqual([]);
    actor.send({ type: 'site.save', part: 'faq', body: { entries: [] }, deletes: 2 });
    actor.send({ type: 'site.confirm' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(sent).toHaveLength(1);
  });

  it("keeps the server's refusal and its field messages for the part, and an unreachable server says nothing was saved", async () => {
    const { actor } = start(async () => ({ kind: 'refused', message: 'Enter a full address', fields: { twitter: ['Enter a full address'] } }));
    actor.send({ type: 'site.save', part: 'settings', body: {}, deletes: 0 });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ part: 'settings', message: 'Enter a full address', fields: { twitter: ['Enter a full address'] } });
    const unreachable = start(() => Promise.reject(new Error('offline'))).actor;
    unreachable.send({ type: 'site.save', part: 'rules', body: {}, deletes: 0 });
    await waitFor(unreachable, (s) => s.matches('failed'));
    expect(unreachable.getSnapshot().context.failure).toEqual({ part: 'rules', message: null, fields: {} });
  });

  it('saves again from a saved part or after a refusal, asking first whenever the new save deletes entries', async () => {
    const outcomes: SiteSaveOutcome[] = [{ kind: 'saved' }, { kind: 'refused', message: null, fields: {} }, { kind: 'saved' }, { kind: 'refused', message: 'Enter the Arabic text', fields: { 'entries.0.ar': ['Enter the Arabic text'] } }, { kind: 'saved' }];
    const { actor, sent } = start(async () => outcomes.shift()!);
    actor.send({ type: 'site.save', part: 'rules', body: { rules: [] }, deletes: 0 });
    await waitFor(actor, (s) => s.matches('saved'));
    // From a saved part, a save that deletes asks first; the earlier success is no longer shown.
    actor.send({ type: 'site.save', part: 'faq', body: { entries: [] }, deletes: 1 });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context).toMatchObject({ saved: null, request: { part: 'faq', deletes: 1 } });
    actor.send({ type: 'site.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toEqual({ request: null, saved: null, failure: { part: 'faq', message: null, fields: {} } });
    // After a refusal, a save without deletions goes at once and clears the refusal.
    actor.send({ type: 'site.save', part: 'faq', body: { entries: [{ ar: 'س', en: 'Q' }] }, deletes: 0 });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('saved'));
    expect(actor.getSnapshot().context).toEqual({ request: null, saved: 'faq', failure: null });
    // From a saved part, a save without deletions goes at once.
    actor.send({ type: 'site.save', part: 'faq', body: { entries: [] }, deletes: 0 });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ part: 'faq', message: 'Enter the Arabic text', fields: { 'entries.0.ar': ['Enter the Arabic text'] } });
    // After a refusal, a save that deletes asks first.
    actor.send({ type: 'site.save', part: 'faq', body: { entries: [] }, deletes: 3 });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'site.confirm' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(sent.map((request) => [request.part, request.deletes])).toEqual([
      ['rules', 0],
      ['faq', 1],
      ['faq', 0],
      ['faq', 0],
      ['faq', 3],
    ]);
  });

  it('editing after a refusal starts over; confirming or cancelling outside a confirmation sends nothing', async () => {
    const { actor, sent } = start(async () => ({ kind: 'refused', message: 'Enter a full address', fields: {} }));
    // Editing before any save changes nothing.
    actor.send({ type: 'site.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({ request: null, saved: null, failure: null });
    actor.send({ type: 'site.save', part: 'settings', body: {}, deletes: 0 });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'site.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    // Confirming or cancelling outside a confirmation means nothing.
    actor.send({ type: 'site.confirm' });
    actor.send({ type: 'site.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(sent).toHaveLength(1);
  });

  it('without a provided save, saving fails as unreachable instead of hanging', async () => {
    const actor = createActor(siteTextsMachine).start();
    actor.send({ type: 'site.save', part: 'rules', body: {}, deletes: 0 });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ part: 'rules', message: null, fields: {} });
  });
});
