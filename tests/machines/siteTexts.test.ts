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
});
