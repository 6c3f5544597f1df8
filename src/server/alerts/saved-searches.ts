import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { savedSearches } from '#db/schema.ts';
import type { SavedSearch } from '#src/server/answers/saved-searches.ts';
import { MAX_SAVED_SEARCHES, type AlertFrequency } from '#src/shared/saved-searches.ts';
import type { SearchCriteria } from '#src/shared/search-url.ts';

/** A visitor's saved searches: kept, renamed, re-timed and deleted by their owner only. */

type Row = typeof savedSearches.$inferSelect;

const present = (row: Row): SavedSearch => ({
  id: row.id,
  name: row.name,
  criteria: row.criteria,
  frequency: row.frequency as AlertFrequency,
  lastSentAt: row.lastSentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const own = (userId: string, id: string) => and(eq(savedSearches.userId, userId), eq(savedSearches.id, id));

export async function listSavedSearches(db: Database, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(present);
}

/** Listings listed from now on are new to it: what already matches is what the visitor just saw. */
export async function createSavedSearch(
  db: Database,
  userId: string,
  input: { name: string; frequency: AlertFrequency; criteria: SearchCriteria },
  now = new Date(),
): Promise<{ ok: true; savedSearch: SavedSearch } | { ok: false; reason: 'too_many' }> {
  return db.transaction(async (tx) => {
    const [kept] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if ((kept?.n ?? 0) >= MAX_SAVED_SEARCHES) return { ok: false, reason: 'too_many' } as const;
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId, ...input, checkedAt: now, createdAt: now })
      .returning();
    return { ok: true, savedSearch: present(row!) } as const;
  });
}

export async function updateSavedSearch(
  db: Database,
  userId: string,
  id: string,
  changes: { name?: string; frequency?: AlertFrequency },
): Promise<SavedSearch | null> {
  const [row] = await db.update(savedSearches).set(changes).where(own(userId, id)).returning();
  return row ? present(row) : null;
}

export async function deleteSavedSearch(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(savedSearches).where(own(userId, id)).returning({ id: savedSearches.id });
  return deleted.length > 0;
}

/** The unsubscribe link's effect: the search stays (its owner may turn it on again), its mails stop. */
export async function stopAlerts(db: Database, id: string): Promise<{ name: string } | null> {
  const [row] = await db
    .update(savedSearches)
    .set({ frequency: 'off' })
    .where(eq(savedSearches.id, id))
    .returning({ name: savedSearches.name });
  return row ?? null;
}
