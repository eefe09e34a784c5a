// The results machines: one list (candidates, winners, certificates) with search and paging, the draw page's verify
// button, and the certificate verification page.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { certificateCheckMachine, type CertificateLookup, type CertificateRecord } from '../../src/machines/results/certificateCheck.machine.ts';
import { certificatePayload } from '../../src/domain/certificatePayload.ts';
import type { DrawRecordCheck as DrawCheck } from '../../src/domain/draw/verifyDrawRecord.ts';
import { drawCheckMachine } from '../../src/machines/results/drawCheck.machine.ts';
import { pageCount, resultsListMachine, type ResultsPage, type ResultsQuery } from '../../src/machines/results/resultsList.machine.ts';
import { graphCoverage, neverSettles, replayMismatches } from './support/graphCoverage.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(id) }) as never;

describe('results list machine', () => {
  function start(answer: (q: ResultsQuery) => Promise<ResultsPage>) {
    const asked: ResultsQuery[] = [];
    const machine = resultsListMachine.provide({ actors: { fetchPage: fromPromise(({ input }: { input: ResultsQuery }) => (asked.push(input), answer(input))) } });
    return { actor: createActor(machine, { input: { perPage: 2 } }).start(), asked };
  }
  const people = ['a', 'b', 'c', 'd', 'e'];
  const fake = async ({ query, page, perPage }: ResultsQuery) => {
    const all = people.filter((p) => p.includes(query));
    return { items: all.slice((page - 1) * perPage, page * perPage), total: all.length };
  };

  it('loads the first page, pages within bounds, searches from page 1', async () => {
    const { actor, asked } = start(fake);
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context).toMatchObject({ items: ['a', 'b'], total: 5, page: 1 });
    actor.send({ type: 'list.page', page: 3 });
    await settle();
    expect(actor.getSnapshot().context.items).toEqual(['e']);
    actor.send({ type: 'list.page', page: 4 }); // beyond the last page: ignored
    actor.send({ type: 'list.page', page: 0 });
    actor.send({ type: 'list.page', page: 3 }); // the page shown: not asked again
    expect(asked).toHaveLength(2);
    actor.send({ type: 'list.search', query: '  c ' });
    await settle();
    expect(asked.at(-1)).toEqual({ query: 'c', page: 1, perPage: 2 });
    expect(actor.getSnapshot().context).toMatchObject({ items: ['c'], total: 1, page: 1 });
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });

  it('is empty when nothing matches, and a new search leaves it', async () => {
    const { actor } = start(fake);
    await settle();
    actor.send({ type: 'list.search', query: 'zzz' });
    await settle();
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'list.search', query: '' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('fails visibly and retries', async () => {
    let fail = true;
    const { actor } = start(async (q) => {
      if (fail) throw new Error('offline');
      return fake(q);
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    fail = false;
    actor.send({ type: 'list.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('reaches every state and takes every transition (model-based)', () => {
    const events = [
      { type: 'list.search', query: 'x' } as const,
      { type: 'list.page', page: 2 } as const,
      { type: 'list.retry' } as const,
      done('fetchPage', { items: ['a'], total: 3 }),
      done('fetchPage', { items: [], total: 0 }),
      error('fetchPage'),
    ];
    const machine = resultsListMachine.provide({ actors: { fetchPage: neverSettles() } });
    expect(replayMismatches(machine, { events, input: { perPage: 1 } })).toEqual([]);
    expect(graphCoverage(resultsListMachine, { events, input: { perPage: 1 } })).toEqual({ unvisitedStates: [], untakenEdges: [] });
  });
});

describe('draw check machine', () => {
  it('agrees or names what disagrees, and can check again', async () => {
    let answer: DrawCheck = { kind: 'disagrees', reason: 'order' };
    const actor = createActor(drawCheckMachine.provide({ actors: { recompute: fromPromise(async () => answer) } })).start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'draw.verify' });
    await settle();
    expect(actor.getSnapshot().value).toBe('disagrees');
    expect(actor.getSnapshot().context.reason).toBe('order');
    answer = { kind: 'agrees' };
    actor.send({ type: 'draw.verify' });
    await settle();
    expect(actor.getSnapshot().value).toBe('agrees');
    expect(actor.getSnapshot().context.reason).toBeNull();
  });

  it('reaches every state and takes every transition (model-based)', () => {
    const events = [{ type: 'draw.verify' } as const, done('recompute', { kind: 'agrees' }), done('recompute', { kind: 'disagrees', reason: 'seed' }), error('recompute')];
    const machine = drawCheckMachine.provide({ actors: { recompute: neverSettles() } });
    expect(replayMismatches(machine, { events })).toEqual([]);
    expect(graphCoverage(drawCheckMachine, { events })).toEqual({ unvisitedStates: [], untakenEdges: [] });
  });
});

describe('certificate check machine', () => {
  const record: CertificateRecord = {
    fields: {
      id: 'QC-1446-ABCDEFGHJKMNPQRS',
      kind: 'winner',
      track: 'second',
      holder: { ar: 'فاطمة الزهراني', en: 'Fatimah Al-Zahrani' },
      title: { ar: 'شهادة فوز', en: "Winner's certificate" },
      competition: { ar: 'المسابقة', en: 'The competition' },
      issuedAt: '2025-03-15',
    },
    issuedOn: Date.UTC(2025, 2, 15, 9),
    status: 'valid',
    revokedAt: null,
    signature: 'sig',
    keyId: 'k',
    pdfUrl: { ar: '/ar.pdf', en: '/en.pdf' },
  };

  async function run(lookup: CertificateLookup | Error, verifies: boolean) {
    const seen: string[] = [];
    const machine = certificateCheckMachine.provide({
      actors: {
        fetchCertificate: fromPromise(async () => {
          if (lookup instanceof Error) throw lookup;
          return lookup;
        }),
        // The page checks the signature over the canonical text of exactly the fields it shows.
        verifySignature: fromPromise(async ({ input }: { input: CertificateRecord }) => (seen.push(certificatePayload(input.fields)), verifies)),
      },
    });
    const actor = createActor(machine).start();
    await settle();
    await settle();
    return { value: actor.getSnapshot().value, seen, actor };
  }

  it('is valid, revoked or tampered by the signature and the status; not found and failed otherwise', async () => {
    const valid = await run({ kind: 'found', record }, true);
    expect(valid.value).toBe('valid');
    expect(valid.seen[0]).toContain('Fatimah Al-Zahrani');
    expect((await run({ kind: 'found', record: { ...record, status: 'revoked', revokedAt: 1 } }, true)).value).toBe('revoked');
    expect((await run({ kind: 'found', record }, false)).value).toBe('tampered');
    expect((await run({ kind: 'notFound' }, true)).value).toBe('notFound');
    const failed = await run(new Error('offline'), true);
    expect(failed.value).toBe('failed');
  });

  it('reaches every state and takes every transition (model-based)', () => {
    const events = [
      { type: 'certificate.retry' } as const,
      done('fetchCertificate', { kind: 'found', record }),
      done('fetchCertificate', { kind: 'found', record: { ...record, status: 'revoked' } }),
      done('fetchCertificate', { kind: 'notFound' }),
      error('fetchCertificate'),
      done('verifySignature', true),
      done('verifySignature', false),
      error('verifySignature'),
    ];
    const machine = certificateCheckMachine.provide({ actors: { fetchCertificate: neverSettles(), verifySignature: neverSettles() } });
    expect(replayMismatches(machine, { events })).toEqual([]);
    expect(graphCoverage(certificateCheckMachine, { events })).toEqual({ unvisitedStates: [], untakenEdges: [] });
  });
});
