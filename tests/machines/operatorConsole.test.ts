// The console's flows (review, request decision, slots, draw step, publication, audit search), arrange–act–assert with createActor.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { auditSearchMachine } from '../../src/machines/operator/auditSearch.machine';
import { reviewQueueMachine } from '../../src/machines/operator/reviewQueue.machine';
import type { ConsoleOutcome } from '../../src/machines/operator/consoleOutcome';
import { type DrawStage, drawStages, drawStepMachine, nextDrawStep, type DrawStepRequest } from '../../src/machines/operator/drawStep.machine';
import { publicationMachine } from '../../src/machines/operator/publication.machine';
import { requestDecisionMachine, type RequestDecision } from '../../src/machines/operator/requestDecision.machine';
import { reviewMachine, rubricTotal, type VerdictSubmission } from '../../src/machines/operator/review.machine';
import { slotOpeningMachine, type NewSlot } from '../../src/machines/operator/slotOpening.machine';

const saved: ConsoleOutcome = { kind: 'saved' };
const refused: ConsoleOutcome = { kind: 'refused', message: 'الرابط غير صالح' };
const silent: ConsoleOutcome = { kind: 'refused', message: null };
const rubric = [
  { key: 'tajweed', max: 40 },
  { key: 'voice', max: 10 },
];

/** An effect that records what it was sent and answers with the outcomes given, in turn (then the last one). */
function effect<I>(...outcomes: (ConsoleOutcome | Error)[]) {
  const sent: I[] = [];
  const actor = fromPromise<ConsoleOutcome, I>(async ({ input }) => {
    sent.push(input);
    const next = outcomes.length > 1 ? outcomes.shift()! : outcomes[0]!;
    if (next instanceof Error) throw next;
    return next;
  });
  return { sent, actor };
}

describe('review', () => {
  const start = (judgeable: boolean, ...outcomes: (ConsoleOutcome | Error)[]) => {
    const send = effect<VerdictSubmission>(...outcomes);
    return { sent: send.sent, actor: createActor(reviewMachine.provide({ actors: { sendVerdict: send.actor } }), { input: { rubric, judgeable } }).start() };
  };

  it('opens on the recordings alone when there is nothing to judge, else on the scoring', () => {
    expect(start(false, saved).actor.getSnapshot().value).toBe('listening');
    expect(start(true, saved).actor.getSnapshot().value).toEqual({ judging: 'scoring' });
  });

  it('asks for every score in range, then a reason for a refusal, before sending', async () => {
    const { actor, sent } = start(true, saved);
    actor.send({ type: 'score.change', criterion: 'tajweed', value: '٣٦' });
    actor.send({ type: 'verdict.submit' });
    expect(actor.getSnapshot().context.problem).toBe('scores');
    actor.send({ type: 'score.change', criterion: 'voice', value: '11' });
    actor.send({ type: 'verdict.submit' });
    expect(actor.getSnapshot().context.problem).toBe('scores');
    actor.send({ type: 'score.change', criterion: 'voice', value: '9' });
    expect(rubricTotal(actor.getSnapshot().context)).toBe(45);
    actor.send({ type: 'verdict.choose', verdict: 'refuse' });
    actor.send({ type: 'verdict.submit' });
    expect(actor.getSnapshot().context.problem).toBe('reason');
    actor.send({ type: 'reason.change', value: '  unclear  ' });
    actor.send({ type: 'verdict.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    await waitFor(actor, (s) => s.matches('judged'));
    expect(sent).toEqual([{ verdict: 'refuse', scores: { tajweed: 36, voice: 9 }, reason: 'unclear' }]);
  });

  it('recusing needs no scores, only a reason', async () => {
    const { actor, sent } = start(true, saved);
    actor.send({ type: 'verdict.choose', verdict: 'recuse' });
    expect(rubricTotal(actor.getSnapshot().context)).toBeNull();
    actor.send({ type: 'reason.change', value: 'I know the reciter' });
    actor.send({ type: 'verdict.submit' });
    await waitFor(actor, (s) => s.matches('judged'));
    expect(sent).toEqual([{ verdict: 'recuse', reason: 'I know the reciter' }]);
  });

  it('keeps the server refusal, lets the reviewer edit and send again; an unreachable server names nothing', async () => {
    const { actor } = start(true, refused, new Error('offline'), saved);
    actor.send({ type: 'score.change', criterion: 'tajweed', value: '30' });
    actor.send({ type: 'score.change', criterion: 'voice', value: '5' });
    actor.send({ type: 'verdict.submit' });
    await waitFor(actor, (s) => s.matches({ judging: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBe('الرابط غير صالح');
    actor.send({ type: 'verdict.submit' });
    await waitFor(actor, (s) => s.matches({ judging: 'refused' }) && s.context.refusal === null);
    actor.send({ type: 'reason.change', value: 'fine' });
    expect(actor.getSnapshot().value).toEqual({ judging: 'scoring' });
    actor.send({ type: 'verdict.submit' });
    await waitFor(actor, (s) => s.matches('judged'));
  });
});

describe('requestDecision', () => {
  const start = (...outcomes: (ConsoleOutcome | Error)[]) => {
    const send = effect<RequestDecision>(...outcomes);
    return { sent: send.sent, actor: createActor(requestDecisionMachine.provide({ actors: { sendDecision: send.actor } }), { input: { meetingUrl: null } }).start() };
  };

  it('sends each decision built from the fields, and says it was saved', async () => {
    const { actor, sent } = start(saved);
    actor.send({ type: 'field.change', field: 'meetingUrl', value: ' https://meet.example.com/x ' });
    actor.send({ type: 'request.accept' });
    await waitFor(actor, (s) => s.matches({ deciding: 'saved' }));
    actor.send({ type: 'request.attendance', attended: true });
    await waitFor(actor, (s) => s.matches({ deciding: 'saved' }));
    actor.send({ type: 'request.result', passed: false });
    await waitFor(actor, (s) => s.matches({ deciding: 'saved' }));
    actor.send({ type: 'field.change', field: 'degree', value: '٩٣' });
    actor.send({ type: 'request.result', passed: true });
    await waitFor(actor, (s) => s.matches({ deciding: 'saved' }));
    actor.send({ type: 'field.change', field: 'reason', value: ' no show ' });
    actor.send({ type: 'request.refuse' });
    await waitFor(actor, (s) => s.matches({ deciding: 'saved' }));
    expect(sent).toEqual([
      { action: 'accept', meeting_url: 'https://meet.example.com/x' },
      { action: 'attendance', attended: true },
      { action: 'result', passed: false },
      { action: 'result', passed: true, degree: 93 },
      { action: 'refuse', reason: 'no show' },
    ]);
  });

  it('keeps the meeting link it was given and the server refusal; a lost call names nothing', async () => {
    const send = effect<RequestDecision>(refused, new Error('offline'));
    const actor = createActor(requestDecisionMachine.provide({ actors: { sendDecision: send.actor } }), { input: { meetingUrl: 'https://a.example' } }).start();
    expect(actor.getSnapshot().context.values.meetingUrl).toBe('https://a.example');
    actor.send({ type: 'request.accept' });
    await waitFor(actor, (s) => s.matches({ deciding: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBe('الرابط غير صالح');
    actor.send({ type: 'request.accept' });
    await waitFor(actor, (s) => s.matches({ deciding: 'refused' }) && s.context.refusal === null);
  });

  it('asks before accepting a request whose test overlaps the contestant’s other one: sends only once confirmed', async () => {
    const send = effect<RequestDecision>(saved);
    const actor = createActor(requestDecisionMachine.provide({ actors: { sendDecision: send.actor } }), { input: { meetingUrl: 'https://meet.example.com/x', clashes: true } }).start();
    actor.send({ type: 'request.accept' });
    expect(actor.getSnapshot().value).toBe('confirmingAccept');
    expect(send.sent).toEqual([]);
    // Thinking again sends nothing and keeps the link typed.
    actor.send({ type: 'accept.cancel' });
    expect(actor.getSnapshot().matches({ deciding: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.values.meetingUrl).toBe('https://meet.example.com/x');
    expect(send.sent).toEqual([]);
    // Other decisions (a refusal) are not held up by the overlap.
    actor.send({ type: 'request.accept' });
    actor.send({ type: 'accept.confirm' });
    await waitFor(actor, (s) => s.matches({ deciding: 'saved' }));
    expect(send.sent).toEqual([{ action: 'accept', meeting_url: 'https://meet.example.com/x' }]);
    actor.send({ type: 'field.change', field: 'reason', value: 'overlap' });
    actor.send({ type: 'request.refuse' });
    await waitFor(actor, (s) => s.matches({ deciding: 'saved' }) && send.sent.length === 2);
    expect(send.sent[1]).toEqual({ action: 'refuse', reason: 'overlap' });
  });
});

describe('slotOpening', () => {
  it('opens a slot from the fields, closes one, and keeps a refusal', async () => {
    const open = effect<NewSlot>(saved, refused);
    const close = effect<{ slotId: number }>(new Error('offline'), saved);
    const actor = createActor(slotOpeningMachine.provide({ actors: { openSlot: open.actor, closeSlot: close.actor } })).start();
    actor.send({ type: 'slot.trackChange', track: 'fourth' });
    actor.send({ type: 'slot.startsAtChange', value: ' 2026-12-01 18:00 ' });
    actor.send({ type: 'slot.capacityChange', value: '٣' });
    actor.send({ type: 'slot.open' });
    expect(actor.getSnapshot().value).toBe('opening');
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    // A start time typed in Arabic-Indic or Persian digits is sent in the digits the API reads.
    actor.send({ type: 'slot.startsAtChange', value: '٢٠٢٦-١٢-٠١ ۱۸:۰۰' });
    actor.send({ type: 'slot.open' });
    await waitFor(actor, (s) => s.matches({ editing: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBe('الرابط غير صالح');
    actor.send({ type: 'slot.close', slotId: 7 });
    await waitFor(actor, (s) => s.matches({ editing: 'refused' }) && s.context.refusal === null);
    actor.send({ type: 'slot.close', slotId: 7 });
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }));
    expect(open.sent).toEqual([
      { track: 'fourth', starts_at: '2026-12-01 18:00', capacity: 3 },
      { track: 'fourth', starts_at: '2026-12-01 18:00', capacity: 3 },
    ]);
    expect(close.sent).toEqual([{ slotId: 7 }, { slotId: 7 }]);
  });
});

describe('drawStep', () => {
  it('offers each step once, in order; issued certificates are not offered again', () => {
    const offered = (stage: DrawStage, certificates = 0) => nextDrawStep({ stage, certificates });
    expect(drawStages.map((stage) => offered(stage))).toEqual(['commit', 'commit', 'run', 'publish', 'certificates']);
    expect(offered('published', 48)).toBeNull();
    expect(offered('drawn', 0)).toBe('publish');
  });

  it('asks for confirmation, may be cancelled, sends the secret only to run, and keeps a refusal', async () => {
    const take = effect<DrawStepRequest>(saved, refused, new Error('offline'), saved);
    const actor = createActor(drawStepMachine.provide({ actors: { takeStep: take.actor } })).start();
    actor.send({ type: 'step.choose', step: 'commit' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'step.cancel' });
    expect(actor.getSnapshot().value).toEqual({ offered: 'idle' });
    actor.send({ type: 'secret.change', value: ' s3cret ' });
    actor.send({ type: 'step.choose', step: 'commit' });
    actor.send({ type: 'step.confirm' });
    await waitFor(actor, (s) => s.matches({ offered: 'done' }));
    actor.send({ type: 'secret.change', value: ' wrong ' });
    actor.send({ type: 'step.choose', step: 'run' });
    actor.send({ type: 'step.confirm' });
    await waitFor(actor, (s) => s.matches({ offered: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBe('الرابط غير صالح');
    actor.send({ type: 'step.choose', step: 'run' });
    actor.send({ type: 'step.confirm' });
    await waitFor(actor, (s) => s.matches({ offered: 'refused' }) && s.context.refusal === null);
    actor.send({ type: 'step.choose', step: 'run' });
    actor.send({ type: 'step.confirm' });
    await waitFor(actor, (s) => s.matches({ offered: 'done' }));
    expect(actor.getSnapshot().context.secret).toBe('');
    expect(take.sent).toEqual([{ step: 'commit' }, { step: 'run', secret: 'wrong' }, { step: 'run', secret: 'wrong' }, { step: 'run', secret: 'wrong' }]);
  });
});

describe('publication', () => {
  it('opens as the impression stands, publishes and takes down; a refusal keeps it where it was', async () => {
    const set = effect<{ published: boolean }>(saved, refused, new Error('offline'), saved);
    const actor = createActor(publicationMachine.provide({ actors: { setPublished: set.actor } }), { input: { published: false } }).start();
    expect(actor.getSnapshot().value).toBe('unpublished');
    actor.send({ type: 'impression.publish' });
    expect(actor.getSnapshot().value).toBe('publishing');
    await waitFor(actor, (s) => s.matches('published'));
    actor.send({ type: 'impression.unpublish' });
    await waitFor(actor, (s) => s.matches('published') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({ message: 'الرابط غير صالح' });
    actor.send({ type: 'impression.unpublish' });
    await waitFor(actor, (s) => s.matches('published') && s.context.failure?.message === null);
    actor.send({ type: 'impression.unpublish' });
    await waitFor(actor, (s) => s.matches('unpublished'));
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'impression.publish' });
    await waitFor(actor, (s) => s.matches('published') || s.context.failure !== null);
    expect(set.sent).toEqual([{ published: true }, { published: false }, { published: false }, { published: false }, { published: true }]);
  });

  it('opens published when it is on the home page', () => {
    expect(createActor(publicationMachine, { input: { published: true } }).start().getSnapshot().value).toBe('published');
  });
});

describe('reviewQueue', () => {
  it('opens an item from the queue and goes back to the queue, reading it again', () => {
    let reloads = 0;
    const actor = createActor(reviewQueueMachine.provide({ actions: { reloadQueue: () => void reloads++ } })).start();
    expect(actor.getSnapshot().value).toBe('queue');
    actor.send({ type: 'item.open', item: { kind: 'fifth', id: 512 } });
    expect(actor.getSnapshot().value).toBe('item');
    expect(actor.getSnapshot().context.opened).toEqual({ kind: 'fifth', id: 512 });
    actor.send({ type: 'item.back' });
    expect(actor.getSnapshot().value).toBe('queue');
    expect(actor.getSnapshot().context.opened).toBeNull();
    expect(reloads).toBe(1);
  });
});

describe('auditSearch', () => {
  it('searches what was typed (trimmed, at most 64 characters), a blank search or clearing shows the whole log', () => {
    const actor = createActor(auditSearchMachine).start();
    expect(actor.getSnapshot().value).toBe('all');
    actor.send({ type: 'search.type', value: '  draw.run ' });
    expect(actor.getSnapshot().context).toEqual({ typed: '  draw.run ', query: '' });
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().value).toBe('searched');
    expect(actor.getSnapshot().context.query).toBe('draw.run');
    actor.send({ type: 'search.type', value: 'x'.repeat(80) });
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().context.query).toHaveLength(64);
    actor.send({ type: 'search.clear' });
    expect(actor.getSnapshot().value).toBe('all');
    expect(actor.getSnapshot().context).toEqual({ typed: '', query: '' });
    actor.send({ type: 'search.type', value: 'Huda' });
    actor.send({ type: 'search.submit' });
    actor.send({ type: 'search.type', value: '   ' });
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().value).toBe('all');
    expect(actor.getSnapshot().context.query).toBe('');
  });
});

describe('the console machines without their effects', () => {
  it('end refused, never hang, when nothing answers; a refusal without a message names none', async () => {
    const review = createActor(reviewMachine, { input: { rubric: [], judgeable: true } }).start();
    review.send({ type: 'verdict.submit' });
    await waitFor(review, (s) => s.matches({ judging: 'refused' }));
    const request = createActor(requestDecisionMachine, { input: { meetingUrl: null } }).start();
    request.send({ type: 'request.refuse' });
    await waitFor(request, (s) => s.matches({ deciding: 'refused' }));
    const slots = createActor(slotOpeningMachine).start();
    slots.send({ type: 'slot.open' });
    await waitFor(slots, (s) => s.matches({ editing: 'refused' }));
    slots.send({ type: 'slot.close', slotId: 1 });
    await waitFor(slots, (s) => s.matches({ editing: 'refused' }));
    const draw = createActor(drawStepMachine).start();
    draw.send({ type: 'step.choose', step: 'publish' });
    draw.send({ type: 'step.confirm' });
    await waitFor(draw, (s) => s.matches({ offered: 'refused' }));
    const publication = createActor(publicationMachine, { input: { published: false } }).start();
    publication.send({ type: 'impression.publish' });
    await waitFor(publication, (s) => s.matches('unpublished') && s.context.failure !== null);

    const quiet = effect<RequestDecision>(silent);
    const refusedQuietly = createActor(requestDecisionMachine.provide({ actors: { sendDecision: quiet.actor } }), { input: { meetingUrl: null } }).start();
    refusedQuietly.send({ type: 'request.attendance', attended: false });
    await waitFor(refusedQuietly, (s) => s.matches({ deciding: 'refused' }));
    expect(refusedQuietly.getSnapshot().context.refusal).toBeNull();
    const take = effect<DrawStepRequest>(silent);
    const drawQuietly = createActor(drawStepMachine.provide({ actors: { takeStep: take.actor } })).start();
    drawQuietly.send({ type: 'step.choose', step: 'run' });
    drawQuietly.send({ type: 'step.confirm' });
    await waitFor(drawQuietly, (s) => s.matches({ offered: 'refused' }));
    expect(take.sent).toEqual([{ step: 'run' }]);
    const send = effect<VerdictSubmission>(silent);
    const reviewQuietly = createActor(reviewMachine.provide({ actors: { sendVerdict: send.actor } }), { input: { rubric: [], judgeable: true } }).start();
    reviewQuietly.send({ type: 'verdict.submit' });
    await waitFor(reviewQuietly, (s) => s.matches({ judging: 'refused' }));
    expect(reviewQuietly.getSnapshot().context.refusal).toBeNull();
    const set = effect<{ published: boolean }>(silent);
    const publicationQuietly = createActor(publicationMachine.provide({ actors: { setPublished: set.actor } }), { input: { published: false } }).start();
    publicationQuietly.send({ type: 'impression.publish' });
    await waitFor(publicationQuietly, (s) => s.context.failure !== null);
    expect(publicationQuietly.getSnapshot().context.failure).toEqual({ message: null });
  });
});
