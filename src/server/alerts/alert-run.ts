import { uuidArray } from '#db/array-params.ts';
import { and, asc, eq, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { savedSearchDeliveries, savedSearches, users } from '#db/schema.ts';
import {
  ALERT_INTERVAL_MS,
  ALERT_MAIL_CARDS,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_PATH,
} from '#src/shared/saved-searches.ts';
import { emptyCriteria, searchUrl, type SearchCriteria } from '#src/shared/search-url.ts';
import { staleBefore } from '#src/shared/freshness.ts';
import { localHref } from '#src/shared/i18n/messages.ts';
import { NO_NEED } from '#src/shared/search-need.ts';
import { savedSearchCriteria } from '#src/shared/validation/saved-searches.ts';
import type { SearchParams } from '#src/shared/validation/search.ts';
import type { AppConfig } from '#src/server/config.ts';
import { queueMail, type OutboxKick, type QueuedMessage } from '#src/server/mail/outbox.ts';
import { searchAlertMessage } from '#src/server/mail/templates/search-alert.ts';
import { siteLink } from '#src/server/mail/templates/layout.ts';
import { inLanguageOf } from '#src/server/i18n/request-locale.ts';
import { UNBOUNDED, type TimeBox } from '#src/server/jobs/time-box.ts';
import { ListingIndex } from '#src/server/search/listing-index.ts';
import { resolveQuery, type QueryMeaning } from '#src/server/search/place-resolver.ts';
import { textSearchMatchesAmong } from '#src/server/search/search-warehouses.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/**
 * One run of the saved-search alerts (docs/decisions/compare-and-alerts.md): every search whose
 * frequency allows a mail now is matched against the listings listed since it last looked, by
 * the search's own code (the search index's `search`, with SQL for free text); the matches it
 * never mailed are mailed, at most one message per search. The cards a mail shows (at most
 * ALERT_MAIL_CARDS) are recorded as delivered; the rest are counted in its "see all" link.
 *
 * A run goes through the due searches in chunks, each committed on its own, and starts no chunk
 * once its time box is out (docs/decisions/scheduled-jobs.md): a run Netlify stops loses at most
 * the chunk in hand, which rolls back whole, and the next run resumes with the searches checked
 * longest ago.
 */

/**
 * Listings listed this long before a search last looked are looked at again: an approval's
 * reviewed_at is stamped before its transaction commits, so a run may not have seen it yet. The
 * delivery table keeps a listing already mailed from being mailed again.
 */
const COMMIT_GRACE_MS = 5 * 60 * 1000;

/** Rows per insert: each row's values are bound parameters, of which a statement may have 65,535. */
const ROWS_PER_STATEMENT = 1000;

export interface AlertRunDeps {
  db: Database;
  config: Pick<AppConfig, 'siteUrl' | 'alertLinkSecret' | 'opsEmail'>;
  outbox?: OutboxKick;
}

interface AlertRunOptions {
  /** When to stop starting chunks (a scheduled function's 30 s); unbounded by default. */
  budget?: TimeBox;
  /** Saved searches per chunk: each chunk is matched, mailed and committed on its own. */
  chunkSize?: number;
  /** Told after each committed chunk: the benchmark and the fault test follow the run by it. */
  onChunk?: (chunk: { checked: number; mailed: number }) => void;
}

export interface AlertRunResult {
  /** Saved searches this run checked (their frequency allowed a mail). */
  due: number;
  /** Mails queued. */
  mailed: number;
  /** False when the time box ran out with searches still to check: the next run starts with them. */
  complete: boolean;
}

/** Small enough that a chunk commits within a few seconds of CPU on one core, large enough that round trips stay few. */
const CHUNK_SIZE = 500;

/** Searches whose last mail is older than their frequency's interval (or that never mailed). */
function dueAt(now: Date): SQL {
  return or(
    ...Object.entries(ALERT_INTERVAL_MS).map(([frequency, interval]) =>
      and(
        eq(savedSearches.frequency, frequency),
        or(isNull(savedSearches.lastSentAt), lte(savedSearches.lastSentAt, new Date(now.getTime() - interval))),
      ),
    ),
  )!;
}

/** What /search would run for the saved criteria, every match on one page, newest first. */
function searchParams(criteria: SearchCriteria, limit: number): SearchParams {
  const { need, ...filters } = savedSearchCriteria.parse(criteria);
  return { ...filters, ...(need ?? NO_NEED), bbox: null, page: 1, limit: Math.max(limit, 1), sort: 'newest' };
}

/**
 * The due searches this run has not checked yet, those checked longest ago first. A run that
 * stopped (its time box, or Netlify's) left its remaining searches with their old checked_at, so
 * the next run starts with them: checked_at is the cursor.
 */
function nextChunk(db: Database, now: Date, size: number) {
  return db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      criteria: savedSearches.criteria,
      checkedAt: savedSearches.checkedAt,
      createdAt: savedSearches.createdAt,
      email: users.email,
      locale: users.locale,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(ne(savedSearches.frequency, 'off'), dueAt(now), lt(savedSearches.checkedAt, now)))
    .orderBy(asc(savedSearches.checkedAt), asc(savedSearches.id))
    .limit(size);
}

type DueSearch = Awaited<ReturnType<typeof nextChunk>>[number];

/**
 * The listings listed since `from`, and each saved criteria's matches among them. Loaded once per
 * run (again only if a chunk looks further back), so the chunks share the place resolutions and
 * the matching of the searches many people saved.
 */
async function newListingsSince(db: Database, from: Date, now: Date) {
  const { index, listedAt } = await ListingIndex.listedBetween(db, from, now);
  const candidateIds = [...index.listings.keys()];

  // Many saved searches name the same place: each query is resolved once per run.
  const meanings = new Map<string, Promise<QueryMeaning>>();
  const meaningOf = (criteria: SearchCriteria) => {
    const key = `${criteria.exact ? 1 : 0}:${criteria.query}`;
    let meaning = meanings.get(key);
    if (!meaning) meanings.set(key, (meaning = resolveQuery(db, criteria.query, { exact: criteria.exact })));
    return meaning;
  };

  // Free text is matched in SQL once per text, among the new listings; its filters by the index,
  // which answers them exactly as the SQL does (tests/integration/search-index.test.ts).
  const textMatches = new Map<string, Promise<Set<string>>>();
  const textMatchesOf = (criteria: SearchCriteria, meaning: Extract<QueryMeaning, { kind: 'text' }>) => {
    let found = textMatches.get(meaning.folded);
    if (!found) {
      const textOnly = searchParams({ ...emptyCriteria(), query: criteria.query, exact: criteria.exact }, 1);
      found = textSearchMatchesAmong(db, textOnly, meaning, candidateIds).then((ids) => new Set(ids));
      textMatches.set(meaning.folded, found);
    }
    return found;
  };

  const search = async (criteria: SearchCriteria) => {
    const params = searchParams(criteria, index.listings.size);
    const meaning = await meaningOf(criteria);
    if (meaning.kind !== 'text') return index.search(meaning, params, staleBefore(now)).page.map((p) => p.id);
    const texts = await textMatchesOf(criteria, meaning);
    return index
      .search({ kind: 'everywhere' }, params, staleBefore(now))
      .page.map((p) => p.id)
      .filter((id) => texts.has(id));
  };

  // Many saved searches are the same search (a popular place, no filters): each is matched once.
  const matches = new Map<string, Promise<string[]>>();
  return {
    from,
    index,
    listedAt,
    candidateIds,
    matchesOf(criteria: SearchCriteria) {
      const key = JSON.stringify(criteria);
      let matching = matches.get(key);
      if (!matching) matches.set(key, (matching = search(criteria)));
      return matching;
    },
  };
}

type NewListings = Awaited<ReturnType<typeof newListingsSince>>;

export async function runSearchAlerts(
  deps: AlertRunDeps,
  now: Date = new Date(),
  options: AlertRunOptions = {},
): Promise<AlertRunResult> {
  const budget = options.budget ?? UNBOUNDED;
  const result: AlertRunResult = { due: 0, mailed: 0, complete: false };
  let listings: NewListings | undefined;
  while (budget.hasTime()) {
    const chunk = await nextChunk(deps.db, now, options.chunkSize ?? CHUNK_SIZE);
    if (!chunk.length) {
      result.complete = true;
      break;
    }
    const from = Math.min(...chunk.map((s) => s.checkedAt.getTime())) - COMMIT_GRACE_MS;
    if (!listings || from < listings.from.getTime()) listings = await newListingsSince(deps.db, new Date(from), now);
    const { checked, mailed } = await runChunk(deps, now, chunk, listings);
    result.due += checked;
    result.mailed += mailed;
    options.onChunk?.({ checked, mailed });
  }
  if (result.mailed) deps.outbox?.kick();
  return result;
}

/**
 * One chunk: its matches are found outside any transaction, then mailed and recorded in one
 * transaction, which also moves the chunk's checked_at. A run stopped before the commit leaves
 * nothing behind; the next run does the chunk again.
 */
async function runChunk(
  { db, config }: AlertRunDeps,
  now: Date,
  chunk: DueSearch[],
  { index, listedAt, candidateIds, matchesOf }: NewListings,
): Promise<{ checked: number; mailed: number }> {
  const chunkIds = chunk.map((s) => s.id);
  const delivered = new Set(
    candidateIds.length
      ? (
          await db
            .select({
              savedSearchId: savedSearchDeliveries.savedSearchId,
              warehouseId: savedSearchDeliveries.warehouseId,
            })
            .from(savedSearchDeliveries)
            .where(
              and(
                sql`${savedSearchDeliveries.savedSearchId} = any(${uuidArray(chunkIds)})`,
                sql`${savedSearchDeliveries.warehouseId} = any(${uuidArray(candidateIds)})`,
              ),
            )
        ).map((d) => `${d.savedSearchId}:${d.warehouseId}`)
      : [],
  );

  /** Per search with new matches: the cards its mail shows (the newest), and how many there are in all. */
  const matched: { search: DueSearch; ids: string[]; matchCount: number }[] = [];
  if (candidateIds.length) {
    for (const search of chunk) {
      const found = await matchesOf(search.criteria);
      const since = Math.max(search.checkedAt.getTime() - COMMIT_GRACE_MS, search.createdAt.getTime());
      const fresh = found.filter((id) => listedAt.get(id)! > since && !delivered.has(`${search.id}:${id}`));
      if (fresh.length) matched.push({ search, ids: fresh.slice(0, ALERT_MAIL_CARDS), matchCount: fresh.length });
    }
  }

  const shown = await index.activeListings([...new Set(matched.flatMap((m) => m.ids))]);
  return db.transaction(async (tx) => {
    // Only the searches still as this chunk read them: one a concurrent run holds, or has
    // checked since, is that run's (it is checked again next time if still due).
    const readAt = new Map(chunk.map((s) => [s.id, s.checkedAt.getTime()]));
    const held = await tx
      .select({ id: savedSearches.id, checkedAt: savedSearches.checkedAt })
      .from(savedSearches)
      .where(sql`${savedSearches.id} = any(${uuidArray(chunkIds)})`)
      .for('update', { skipLocked: true });
    const ours = new Set(held.filter((s) => s.checkedAt.getTime() === readAt.get(s.id)).map((s) => s.id));
    const mine = matched.filter((m) => ours.has(m.search.id));

    // The delivery rows are the record of what was mailed: a listing already recorded for a
    // search (by an earlier run) inserts nothing here, and so is mailed nothing twice.
    const pairs = mine.flatMap(({ search, ids }) =>
      ids.map((warehouseId) => ({ savedSearchId: search.id, warehouseId })),
    );
    const recorded = new Set<string>();
    for (let i = 0; i < pairs.length; i += ROWS_PER_STATEMENT) {
      const inserted = await tx
        .insert(savedSearchDeliveries)
        .values(pairs.slice(i, i + ROWS_PER_STATEMENT).map((p) => ({ ...p, sentAt: now })))
        .onConflictDoNothing()
        .returning();
      for (const d of inserted) recorded.add(`${d.savedSearchId}:${d.warehouseId}`);
    }
    const messages: QueuedMessage[] = [];
    const mailedIds: string[] = [];
    for (const { search, ids, matchCount } of mine) {
      const token = unsubscribeToken(config.alertLinkSecret, search.id);
      const cards = ids.filter((id) => recorded.has(`${search.id}:${id}`) && shown.has(id)).map((id) => shown.get(id)!);
      if (!cards.length) continue;
      // In the account's language, links included (docs/decisions/i18n.md).
      const mail = inLanguageOf(search, () =>
        searchAlertMessage({
          siteUrl: config.siteUrl,
          searchName: search.name,
          listings: cards,
          // Cards an earlier run mailed are that run's news, not this one's.
          matchCount: matchCount - (ids.length - cards.length),
          seeAllUrl: siteLink(config.siteUrl, searchUrl(search.criteria, { sort: 'newest' })),
          unsubscribeUrl: siteLink(config.siteUrl, localHref(UNSUBSCRIBE_PATH), { token }),
          manageUrl: siteLink(config.siteUrl, localHref('/saved-searches')),
        }),
      );
      mailedIds.push(search.id);
      messages.push({
        ...mail,
        kind: 'search_alert',
        to: search.email,
        headers: {
          // RFC 8058: the https URL takes the one-click POST; the mailto reaches operations.
          'List-Unsubscribe': `<${siteLink(config.siteUrl, ONE_CLICK_UNSUBSCRIBE_PATH, { token })}>, <mailto:${config.opsEmail}?subject=${encodeURIComponent(`Unsubscribe ${token}`)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    }
    for (let i = 0; i < messages.length; i += ROWS_PER_STATEMENT)
      await queueMail(tx, messages.slice(i, i + ROWS_PER_STATEMENT));
    if (mailedIds.length)
      await tx
        .update(savedSearches)
        .set({ checkedAt: now, lastSentAt: now })
        .where(sql`${savedSearches.id} = any(${uuidArray(mailedIds)})`);
    const mailedSet = new Set(mailedIds);
    const quiet = [...ours].filter((id) => !mailedSet.has(id));
    if (quiet.length)
      await tx
        .update(savedSearches)
        .set({ checkedAt: now })
        .where(sql`${savedSearches.id} = any(${uuidArray(quiet)})`);
    return { checked: ours.size, mailed: messages.length };
  });
}
