// Public GET answers are kept in memory with an ETag; any successful write clears them, and each lives at most `ttlMs`
// because some answers (is_winners_draw_period, candidates) change with the clock alone.
import { createHash } from 'node:crypto';

export type CachedAnswer = { status: number; body: string; etag: string; storedAt: number };

export class PublicCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 500,
  ) {}

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** The generation to pass to `set`: an answer computed before an invalidation is not stored. */
  currentGeneration(): number {
    return this.generation;
  }

  set(key: string, status: number, body: string, generation: number): CachedAnswer {
    const entry = { status, body, etag: etagOf(body), storedAt: this.now() };
    if (generation !== this.generation) return entry;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, entry);
    return entry;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when an If-None-Match header names this ETag (weak comparison). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
