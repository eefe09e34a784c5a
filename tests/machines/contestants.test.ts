// The console's contestants list and its CSV exports: a filter change starts again at page 1 and is sent as the server
// takes it (a status only with its track), pages move only within the count, an empty answer and a failure are their
// own states; an export follows the filter it was started with, and says saved, refused (the server's words) or failed.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type ContestantListFilter,
  type ContestantPage,
  type ContestantPageQuery,
  contestantListMachine,
  type CsvDownloadResult,
  csvExportMachine,
  emptyContestantFilter,
  normalisedFilter,
} from '../../src/machines/operator/contestants.machine';

function startList(...answers: (ContestantPage | Error)[]) {
  const asked: ContestantPageQuery[] = [];
  const fetchPage = fromPromise<ContestantPage, ContestantPageQuery>(async ({ input }) => {
    asked.push(input);
    const next = answers.shift();
    if (next === undefined) throw new Error('no answer left');
    if (next instanceof Error) throw next;
    return next;
  });
  const actor = createActor(contestantListMachine.provide({ actors: { fetchPage } }), { input: { perPage: 2 } }).start();
  return { actor, asked };
}

const page = (ids: number[], total: number): ContestantPage => ({ items: ids.map((id) => ({ id })), total });
const settled = (actor: ReturnType<typeof startList>['actor']) => waitFor(actor, (s) => !s.matches('loading'));

describe('contestantList', () => {
  it('loads the first page of everyone, then moves between pages within the count', async () => {
    const { actor, asked } = startList(page([5, 4], 5), page([3, 2], 5));
    expect((await settled(actor)).value).toBe('loaded');
    expect(asked[0]).toEqual({ filter: emptyContestantFilter, page: 1, perPage: 2 });
    actor.send({ type: 'list.page', page: 9 });
    expect(actor.getSnapshot().value).toBe('loaded');
    actor.send({ type: 'list.page', page: 2 });
    const second = await settled(actor);
    expect(second.context).toMatchObject({ page: 2, total: 5, items: [{ id: 3 }, { id: 2 }] });
  });

  it('starts again at page 1 on a new filter, trimmed, a status only with a track that has it', async () => {
    const { actor, asked } = startList(page([5, 4], 5), page([3, 2], 5), page([1], 1));
    await settled(actor);
    actor.send({ type: 'list.page', page: 2 });
    await settled(actor);
    const filter: ContestantListFilter = { q: '  أحمد ', competitionId: 3, track: 'fourth', status: 'pending', winners: false };
    actor.send({ type: 'list.filter', filter });
    const filtered = await settled(actor);
    expect(asked[2]).toEqual({ filter: { ...filter, q: 'أحمد' }, page: 1, perPage: 2 });
    expect(filtered.context.page).toBe(1);
    expect(normalisedFilter({ ...filter, track: 'first' }).status).toBeNull();
    expect(normalisedFilter({ ...filter, track: null }).status).toBeNull();
  });

  it('is empty when nobody matches, failed when the server cannot answer, and retries', async () => {
    const { actor } = startList(page([], 0), new Error('down'), page([1], 1));
    expect((await settled(actor)).value).toBe('empty');
    actor.send({ type: 'list.filter', filter: { ...emptyContestantFilter, winners: true } });
    expect((await settled(actor)).value).toBe('failed');
    actor.send({ type: 'list.retry' });
    expect((await settled(actor)).value).toBe('loaded');
  });
});

function startExport(...results: (CsvDownloadResult | Error)[]) {
  const asked: { kind: string; filter: ContestantListFilter | null }[] = [];
  const download = fromPromise<CsvDownloadResult, { kind: 'contestants' | 'entries' | 'results' | 'winners' | 'prize_requests'; filter: ContestantListFilter | null }>(async ({ input }) => {
    asked.push(input);
    const next = results.shift();
    if (next === undefined) throw new Error('no result left');
    if (next instanceof Error) throw next;
    return next;
  });
  return { actor: createActor(csvExportMachine.provide({ actors: { download } })).start(), asked };
}

describe('csvExport', () => {
  const winners: ContestantListFilter = { ...emptyContestantFilter, winners: true };

  it('exports the filtered selection and says which file was saved', async () => {
    const { actor, asked } = startExport({ kind: 'saved', fileName: 'winners-2026-03-01.csv' });
    actor.send({ type: 'export.start', kind: 'winners', filter: winners });
    expect(actor.getSnapshot().value).toBe('exporting');
    const done = await waitFor(actor, (s) => !s.matches('exporting'));
    expect(done.value).toBe('saved');
    expect(done.context.fileName).toBe('winners-2026-03-01.csv');
    expect(asked).toEqual([{ kind: 'winners', filter: winners }]);
    actor.send({ type: 'export.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it("keeps the server's words when it refused, none when it never answered, and may start again", async () => {
    const { actor } = startExport({ kind: 'refused', message: 'Choose the track whose entries to export' }, new Error('offline'), { kind: 'saved', fileName: 'results.csv' });
    actor.send({ type: 'export.start', kind: 'entries', filter: emptyContestantFilter });
    const refused = await waitFor(actor, (s) => !s.matches('exporting'));
    expect(refused.value).toBe('failed');
    expect(refused.context.failure).toBe('Choose the track whose entries to export');
    actor.send({ type: 'export.start', kind: 'entries', filter: emptyContestantFilter });
    const failed = await waitFor(actor, (s) => !s.matches('exporting'));
    expect(failed.value).toBe('failed');
    expect(failed.context.failure).toBeNull();
    actor.send({ type: 'export.start', kind: 'results', filter: emptyContestantFilter });
    expect((await waitFor(actor, (s) => !s.matches('exporting'))).value).toBe('saved');
  });
});
