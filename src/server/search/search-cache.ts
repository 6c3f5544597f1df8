import type { DatabaseHandle } from '#db/client.ts';
import { watchListingsVersion } from '#db/listings-version.ts';
import type { SearchParams } from '#src/shared/validation/search.ts';
import { staleBefore } from '#src/shared/freshness.ts';
import type { MapPointsAnswer, SearchAnswer } from '#src/server/answers/search.ts';
import { ListingIndex } from './listing-index.ts';
import { searchPoints, searchWarehouses } from './search-warehouses.ts';

/**
 * Search answers kept per listings version, and the search index they are worked out from
 * (docs/decisions/search.md, "Answers kept in memory"). An answer depends only on the validated
 * parameters and the listings, never on who asks, so visitors asking the same thing share one;
 * concurrent identical searches share one query. Each search first learns the version a database
 * trigger raises with every write to `warehouses` (db/listings-version.ts): an answer is reused
 * only while that number has not moved, and the index is brought up to it before a new answer
 * is worked out, so no write, by this process or any other, is ever hidden behind kept data.
 */
export interface SearchCache {
  search(params: SearchParams): Promise<SearchAnswer>;
  /** The map's points of a search, worked out each time from the index (or the database without one). */
  points(params: SearchParams): Promise<MapPointsAnswer>;
  /** Loads the search index ahead of the first search (at 100,000 listings it takes a few seconds). */
  prepare(): Promise<void>;
  /** Answers worked out rather than reused from those kept (the bench and tests read it). */
  readonly counts: { workedOut: number };
}

/**
 * The same search written any way the schema accepts gives one key: the filters are sets (any / all),
 * so their order is not part of it. The stale cutoff moves each hour and reorders answers, so it is.
 */
function cacheKey(params: SearchParams): string {
  const set = (values: readonly string[]) => [...new Set(values)].sort();
  return JSON.stringify([
    staleBefore().getTime(),
    params.query,
    params.exact,
    set(params.storageTypesOffered),
    set(params.servicesOffered),
    params.distance,
    params.storageTermType,
    params.ownerVerified,
    params.sort,
    params.page,
    params.limit,
    params.bbox,
    // The need, but its term: that only changes the estimate the page works out.
    params.space,
    params.spaceUnit,
    params.availableBy,
    params.maxPrice,
    params.minDockDoors,
    params.minClearHeight,
    set(params.certifications),
  ]);
}

/**
 * `withIndex: false` (serverless instances): answers come from the database alone, as a fresh
 * instance would otherwise read every listing before its first answer.
 */
export function createSearchCache(handle: DatabaseHandle, { maxEntries = 2_000, withIndex = true } = {}): SearchCache {
  const versions = watchListingsVersion(handle);
  const index = withIndex ? new ListingIndex(handle.db) : null;
  const counts = { workedOut: 0 };
  const answer = async (params: SearchParams, version: number) => {
    counts.workedOut += 1;
    return searchWarehouses(handle.db, params, (await index?.atLeast(version)) ?? undefined);
  };
  // A Map iterates in insertion order; a hit is moved to the end, so the first key is the least recently used.
  const entries = new Map<string, Promise<SearchAnswer>>();
  let keptVersion = -1;

  return {
    counts,
    async points(params) {
      const version = await versions.current();
      return searchPoints(handle.db, params, (await index?.atLeast(version)) ?? undefined);
    },
    async prepare() {
      await index?.atLeast(await versions.current());
    },
    async search(params) {
      const version = await versions.current();
      if (version > keptVersion) {
        entries.clear();
        keptVersion = version;
      }
      // Read before a write that another request has already seen: answered, not kept. The query
      // itself runs after the read, so it sees at least what that version stands for.
      if (version < keptVersion) return answer(params, version);
      const key = cacheKey(params);
      const kept = entries.get(key);
      if (kept) {
        entries.delete(key);
        entries.set(key, kept);
        return kept;
      }
      const fresh = answer(params, version);
      entries.set(key, fresh);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      // A failed query is not an answer: the next request tries again (the caller gets the error).
      fresh.catch(() => {
        if (entries.get(key) === fresh) entries.delete(key);
      });
      return fresh;
    },
  };
}
