import type { Database } from '#db/client.ts';
import type { SearchParams } from '#src/shared/validation/search.ts';
import type { SearchAnswer } from '#src/shared/api/search.ts';
import { searchWarehouses } from './search-warehouses.ts';

/**
 * Search answers kept for a few seconds (docs/decisions/search.md, "Answers kept in memory").
 * An answer depends only on the validated parameters and the listings, never on who asks, so
 * visitors asking the same thing share one; concurrent identical searches share one query. The
 * embedded database runs one query at a time, so under load every query saved shortens the queue
 * for all. Every write to listings must call `invalidate()` (on `AppDeps.searchCache`); the TTL
 * bounds what it cannot reach: writes by another process or another serverless instance.
 */
export interface SearchCache {
  search(params: SearchParams): Promise<SearchAnswer>;
  /** Forgets every answer, and makes searches already running start no shared answer: call after any listing write commits. */
  invalidate(): void;
}

interface Entry {
  answer: Promise<SearchAnswer>;
  /** Infinity while the query runs: callers arriving meanwhile join it. */
  expiresAt: number;
}

/** The same search written any way the schema accepts gives one key: the filters are sets (any / all), so their order is not part of it. */
function cacheKey(params: SearchParams): string {
  const set = (values: readonly string[]) => [...new Set(values)].sort();
  return JSON.stringify([
    params.query,
    params.exact,
    set(params.storageTypesOffered),
    set(params.servicesOffered),
    params.distance,
    params.storageTermType,
    params.sort,
    params.page,
    params.limit,
  ]);
}

export function createSearchCache(
  db: Database,
  { ttlMs = 20_000, maxEntries = 500, now = Date.now } = {},
): SearchCache {
  // A Map iterates in insertion order; a hit is moved to the end, so the first key is the least recently used.
  const entries = new Map<string, Entry>();
  // Bumped by invalidate(): a query that started before a write must not store its answer after it.
  let generation = 0;
  let sweeper: ReturnType<typeof setTimeout> | undefined;

  // Expired answers would otherwise stay in memory until evicted; unref: never keeps a finished process alive.
  const sweep = () => {
    sweeper = undefined;
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
    if (entries.size) sweeper = setTimeout(sweep, ttlMs).unref();
  };

  return {
    search(params) {
      const key = cacheKey(params);
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) {
        entries.delete(key);
        entries.set(key, cached);
        return cached.answer;
      }
      const started = generation;
      const entry: Entry = { answer: searchWarehouses(db, params), expiresAt: Infinity };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      entry.answer.then(
        () => {
          if (generation !== started || entries.get(key) !== entry) return;
          entry.expiresAt = now() + ttlMs;
          sweeper ??= setTimeout(sweep, ttlMs).unref();
        },
        // A failed query is not an answer: the next request tries again (the caller gets the error).
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.answer;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}
