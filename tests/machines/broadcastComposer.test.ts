// The broadcast composer (src/machines/operator/broadcastComposer.machine.ts): nothing is previewed until the texts are
// there in both languages; a preview saves the draft and names the audience's size; a send asks first and goes once,
// with that size (the server refuses if it changed) and the time chosen; refusals come back with the server's words.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ConsoleOutcome } from '../../src/machines/operator/consoleOutcome.ts';
import {
  type BroadcastPreview,
  type BroadcastValues,
  type SavedPreview,
  broadcastComplete,
  broadcastComposerMachine,
  emptyBroadcast,
} from '../../src/machines/operator/broadcastComposer.machine.ts';

const preview = (audienceSize: number): BroadcastPreview => ({ audienceSize, recipientName: 'Maryam', title: { ar: 'تنبيه', en: 'Notice' }, body: { ar: 'نص', en: 'Text' } });
const texts: Partial<BroadcastValues> = { titleAr: 'تنبيه', titleEn: 'Notice', bodyAr: 'تغيّرت المواعيد', bodyEn: 'The slots moved' };

function composer(answers: {
  savePreview?: (input: { id: number | null; values: BroadcastValues }) => Promise<SavedPreview>;
  sendCopy?: () => Promise<ConsoleOutcome>;
  sendBroadcast?: (input: { id: number; audienceSize: number; sendAt: string | null }) => Promise<ConsoleOutcome>;
}) {
  const fail = async (): Promise<never> => {
    throw new Error('not expected');
  };
  const actor = createActor(
    broadcastComposerMachine.provide({
      actors: {
        savePreview: fromPromise(({ input }) => (answers.savePreview ?? fail)(input)),
        sendCopy: fromPromise(() => (answers.sendCopy ?? fail)()),
        sendBroadcast: fromPromise(({ input }) => (answers.sendBroadcast ?? fail)(input)),
      },
    }),
    { input: undefined },
  ).start();
  const fill = (values: Partial<BroadcastValues>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.change', field: field as keyof BroadcastValues, value: value as string | boolean });
  };
  return { actor, fill };
}

describe('broadcastComplete', () => {
  it('wants all four texts, and a Mecca time (any digits) when sent later', () => {
    expect(broadcastComplete(emptyBroadcast)).toBe(false);
    expect(broadcastComplete({ ...emptyBroadcast, ...texts })).toBe(true);
    expect(broadcastComplete({ ...emptyBroadcast, ...texts, titleEn: '  ' })).toBe(false);
    expect(broadcastComplete({ ...emptyBroadcast, ...texts, when: 'later', sendAt: '' })).toBe(false);
    expect(broadcastComplete({ ...emptyBroadcast, ...texts, when: 'later', sendAt: '2026-12-01 19:00' })).toBe(true);
    expect(broadcastComplete({ ...emptyBroadcast, ...texts, when: 'later', sendAt: '٢٠٢٦-١٢-٠١ ١٩:٠٠' })).toBe(true);
  });
});

describe('broadcastComposer', () => {
  it('previews only complete texts; a new track empties the status; the draft keeps its id on the next save', async () => {
    const saves: { id: number | null; values: BroadcastValues }[] = [];
    const { actor, fill } = composer({
      savePreview: async (input) => {
        saves.push(input);
        return { kind: 'saved', id: 41, preview: preview(12) };
      },
    });
    actor.send({ type: 'compose.preview' });
    expect(actor.getSnapshot().value).toBe('editing');
    fill({ ...texts, track: 'fourth', status: 'pending' });
    fill({ track: 'third' });
    expect(actor.getSnapshot().context.values.status).toBe('');
    fill({ track: 'fourth', status: 'pending' });
    actor.send({ type: 'compose.preview' });
    await waitFor(actor, (s) => s.matches('previewed'));
    expect(actor.getSnapshot().context).toMatchObject({ id: 41, preview: { audienceSize: 12 } });
    // In the preview only the time may change; the texts wait for "edit".
    fill({ titleEn: 'Changed', when: 'later', sendAt: '2026-12-01 19:00' });
    expect(actor.getSnapshot().context.values).toMatchObject({ titleEn: 'Notice', when: 'later', sendAt: '2026-12-01 19:00' });
    actor.send({ type: 'compose.edit' });
    actor.send({ type: 'compose.preview' });
    await waitFor(actor, (s) => s.matches('previewed'));
    expect(saves.map((s) => s.id)).toEqual([null, 41]);
    expect(saves[0]!.values).toMatchObject({ track: 'fourth', status: 'pending' });
  });

  it("keeps the server's words when a save is refused, none when unreachable", async () => {
    let answer: () => Promise<SavedPreview> = async () => ({ kind: 'refused', message: 'The English title is missing' });
    const { actor, fill } = composer({ savePreview: () => answer() });
    fill(texts);
    actor.send({ type: 'compose.preview' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.refusal !== null);
    expect(actor.getSnapshot().context.refusal).toBe('The English title is missing');
    answer = async () => {
      throw new Error('offline');
    };
    actor.send({ type: 'compose.preview' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('mails a copy to the operator and says so; a refused copy keeps the words', async () => {
    let copy: () => Promise<ConsoleOutcome> = async () => ({ kind: 'saved' });
    const { actor, fill } = composer({ savePreview: async () => ({ kind: 'saved', id: 3, preview: preview(5) }), sendCopy: () => copy() });
    fill(texts);
    actor.send({ type: 'compose.preview' });
    await waitFor(actor, (s) => s.matches('previewed'));
    actor.send({ type: 'compose.copy' });
    await waitFor(actor, (s) => s.matches('previewed') && s.context.copySent);
    copy = async () => ({ kind: 'refused', message: 'No e-mail is configured' });
    actor.send({ type: 'compose.copy' });
    await waitFor(actor, (s) => s.matches('previewed') && s.context.refusal !== null);
    expect(actor.getSnapshot().context.refusal).toBe('No e-mail is configured');
    copy = async () => {
      throw new Error('offline');
    };
    actor.send({ type: 'compose.copy' });
    await waitFor(actor, (s) => s.matches('previewed'));
  });

  it('asks before sending, sends once with the previewed size and the time chosen, then starts afresh', async () => {
    const sent: { id: number; audienceSize: number; sendAt: string | null }[] = [];
    const { actor, fill } = composer({
      savePreview: async () => ({ kind: 'saved', id: 9, preview: preview(30) }),
      sendBroadcast: async (input) => {
        sent.push(input);
        return { kind: 'saved' };
      },
    });
    fill({ ...texts, when: 'later', sendAt: ' 2026-12-01 19:00 ' });
    actor.send({ type: 'compose.preview' });
    await waitFor(actor, (s) => s.matches('previewed'));
    actor.send({ type: 'compose.send' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'compose.cancel' });
    expect(actor.getSnapshot().value).toBe('previewed');
    expect(sent).toEqual([]);
    actor.send({ type: 'compose.send' });
    actor.send({ type: 'compose.confirm' });
    actor.send({ type: 'compose.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toEqual([{ id: 9, audienceSize: 30, sendAt: '2026-12-01 19:00' }]);
    actor.send({ type: 'compose.new' });
    expect(actor.getSnapshot().context).toMatchObject({ values: emptyBroadcast, id: null, preview: null });
  });

  it('offers no send to an empty audience, and comes back with the words when the send is refused', async () => {
    let size = 0;
    let send: () => Promise<ConsoleOutcome> = async () => ({ kind: 'refused', message: 'The audience changed: 29 now' });
    const { actor, fill } = composer({ savePreview: async () => ({ kind: 'saved', id: 2, preview: preview(size) }), sendBroadcast: () => send() });
    fill(texts);
    actor.send({ type: 'compose.preview' });
    await waitFor(actor, (s) => s.matches('previewed'));
    actor.send({ type: 'compose.send' });
    expect(actor.getSnapshot().value).toBe('previewed');
    size = 30;
    actor.send({ type: 'compose.edit' });
    actor.send({ type: 'compose.preview' });
    await waitFor(actor, (s) => s.matches('previewed') && s.context.preview?.audienceSize === 30);
    actor.send({ type: 'compose.send' });
    actor.send({ type: 'compose.confirm' });
    await waitFor(actor, (s) => s.matches('previewed') && s.context.refusal !== null);
    expect(actor.getSnapshot().context.refusal).toBe('The audience changed: 29 now');
    send = async () => {
      throw new Error('offline');
    };
    actor.send({ type: 'compose.send' });
    actor.send({ type: 'compose.confirm' });
    await waitFor(actor, (s) => s.matches('previewed'));
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });
});
