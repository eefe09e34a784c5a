// A take kept in IndexedDB, one entry per chunk, until the server has it: a reload or a crash loses at most the last
// second, and the page offers the take back. One kept take per scope (a contestant's clip or fifth-track attempt).
import { createStore, delMany, entries, get, getMany, set, type UseStore } from 'idb-keyval';
import type { KeptTake, TakeKeeper } from '../../machines';

type Meta = { mimeType: string; key: string; chunks: number };

let store: UseStore | null = null;
const takes = () => (store ??= createStore('quran-competition-recordings', 'takes'));

/** The keeper of one scope, e.g. `second:<user>:<recitation>` or `fifth:<user>`. */
export function createTakeKeeper(scope: string): TakeKeeper {
  const metaKey = `${scope}:meta`;
  const chunkKey = (index: number) => `${scope}:chunk:${index}`;
  let meta: Meta | null = null;

  const readMeta = async () => (await get<Meta>(metaKey, takes())) ?? null;
  const chunkKeys = (count: number) => Array.from({ length: count }, (_, index) => chunkKey(index));

  return {
    async begin({ mimeType, key }) {
      const previous = await readMeta();
      if (previous) await delMany([metaKey, ...chunkKeys(previous.chunks)], takes());
      meta = { mimeType, key, chunks: 0 };
      await set(metaKey, meta, takes());
    },
    async append(chunk) {
      if (!meta) return;
      const index = meta.chunks;
      await set(chunkKey(index), chunk, takes());
      meta = { ...meta, chunks: index + 1 };
      await set(metaKey, meta, takes());
    },
    async load(): Promise<KeptTake | null> {
      const kept = await readMeta();
      if (!kept || kept.chunks === 0) return null;
      const chunks = (await getMany<Blob | undefined>(chunkKeys(kept.chunks), takes())).filter((chunk): chunk is Blob => chunk instanceof Blob);
      if (chunks.length === 0) return null;
      return { blob: new Blob(chunks, { type: kept.mimeType }), mimeType: kept.mimeType, key: kept.key };
    },
    async discard() {
      const kept = await readMeta();
      meta = null;
      await delMany([metaKey, ...chunkKeys(kept?.chunks ?? 0)], takes());
    },
  };
}

/**
 * Forgets the kept take that was sent with `key` (the service worker, once a recording kept while offline reached the
 * server after the tab was closed): the page then has nothing to offer again. Other takes stay.
 */
export async function forgetTakeWithKey(key: string | null): Promise<void> {
  if (!key) return;
  const kept = await entries<string, unknown>(takes());
  for (const [name, value] of kept) {
    if (typeof name !== 'string' || !name.endsWith(':meta')) continue;
    const meta = value as Partial<Meta> | undefined;
    if (meta?.key !== key) continue;
    const scope = name.slice(0, -':meta'.length);
    const chunks = Array.from({ length: meta.chunks ?? 0 }, (_, index) => `${scope}:chunk:${index}`);
    await delMany([name, ...chunks], takes());
  }
}
