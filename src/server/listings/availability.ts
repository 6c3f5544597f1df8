import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { availabilityRequests, users, warehouses } from '#db/schema.ts';
import { actorById, recordAudit } from '#src/server/audit/audit.ts';
import { hashToken, newToken } from '#src/server/security/tokens.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { inLanguageOf } from '#src/server/i18n/request-locale.ts';
import { UNBOUNDED, type TimeBox } from '#src/server/jobs/time-box.ts';
import { queueMail } from '#src/server/mail/outbox.ts';
import { siteLink } from '#src/server/mail/templates/layout.ts';
import { availabilityRequestMessage } from '#src/server/mail/templates/availability-request.ts';
import type { AvailabilityLinkListing } from '#src/server/answers/availability.ts';
import { FRESHNESS, freshnessOf } from '#src/shared/freshness.ts';
import { formatAvailability } from '#src/shared/availability-format.ts';
import { localHref } from '#src/shared/i18n/messages.ts';
import { afterListingWrite } from './listing-changes.ts';

/**
 * The monthly request to confirm availability (docs/decisions/freshness.md): owners whose
 * listings were not confirmed for a while get one e-mail with a link per listing; a link opens a
 * page whose one button POSTs the confirmation, so mail scanners that follow links confirm
 * nothing. A link confirms once and expires. Every time here is the caller's `now` (the process
 * clock), never the database's, so a test's fake clock drives it all.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** An owner is asked at most this often. */
const ASK_EVERY_DAYS = 30;
/** A link lasts until about the next request. */
const LINK_VALID_DAYS = 30;
/** Owners asked per run; a scheduled run every hour reaches the rest soon enough. */
const OWNERS_PER_RUN = 100;
/** The page the links open (src/pages/confirm-availability.astro). */
const CONFIRM_AVAILABILITY_PATH = '/confirm-availability';

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The listings of owners the monthly e-mail asks about: active, and no longer confirmed recently. */
const askedAbout = (now: Date) =>
  and(
    eq(warehouses.status, 'active'),
    isNotNull(warehouses.userId),
    lt(warehouses.availabilityConfirmedAt, daysBefore(now, FRESHNESS.recentDays)),
  );

/** No listing of the owner was asked about in the last ASK_EVERY_DAYS. */
const notAskedSince = (since: Date) => sql`not exists (
  select 1 from ${availabilityRequests} join ${warehouses} as asked on asked.id = ${availabilityRequests.warehouseId}
  where asked.user_id = ${users.id} and ${availabilityRequests.createdAt} > ${since})`;

/**
 * Sends the month's requests that are due: to each verified owner not asked in the last
 * ASK_EVERY_DAYS who has active listings not confirmed in the last FRESHNESS.recentDays, one
 * e-mail naming those listings. Each owner's links and mail are written in one transaction that
 * first locks the owner's row, so two runs at once cannot ask twice. Once `budget` is out it asks
 * no one more; the next run asks the rest (they are still due). Returns how many owners were asked.
 */
export async function requestAvailabilityConfirmations(
  deps: Pick<AppDeps, 'db' | 'config' | 'outbox'>,
  now: Date = new Date(),
  budget: TimeBox = UNBOUNDED,
): Promise<number> {
  const askedSince = daysBefore(now, ASK_EVERY_DAYS);
  const due = await deps.db
    .selectDistinct({ id: users.id })
    .from(warehouses)
    .innerJoin(users, eq(users.id, warehouses.userId))
    .where(and(askedAbout(now), eq(users.emailVerified, true), notAskedSince(askedSince)))
    .limit(OWNERS_PER_RUN);

  let asked = 0;
  for (const { id } of due) {
    if (!budget.hasTime()) break;
    const sent = await deps.db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ id: users.id, email: users.email, username: users.username, locale: users.locale })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      if (!owner) return false;
      // Checked after the lock, in a statement of its own: a statement sees what committed before
      // it began, so the lock's own statement would not see the requests of a run that held the
      // lock meanwhile, and the owner would be asked twice.
      const [stillDue] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), notAskedSince(askedSince)));
      if (!stillDue) return false;
      const listings = await tx
        .select()
        .from(warehouses)
        .where(and(askedAbout(now), eq(warehouses.userId, owner.id)))
        .orderBy(asc(warehouses.name));
      if (!listings.length) return false;
      const links = listings.map((listing) => ({ listing, token: newToken() }));
      await tx.insert(availabilityRequests).values(
        links.map(({ listing, token }) => ({
          warehouseId: listing.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + LINK_VALID_DAYS * DAY_MS),
          createdAt: now,
        })),
      );
      // In the owner's language, the confirmation links and the listings' labels included.
      const message = inLanguageOf(owner, () =>
        availabilityRequestMessage({
          siteUrl: deps.config.siteUrl,
          username: owner.username,
          validDays: LINK_VALID_DAYS,
          listings: links.map(({ listing, token }) => ({
            name: listing.name,
            city: listing.city,
            stateProvince: listing.stateProvince,
            link: siteLink(deps.config.siteUrl, localHref(CONFIRM_AVAILABILITY_PATH), { token }),
            confirmedLabel: freshnessOf(listing.availabilityConfirmedAt, now).label,
            availability: formatAvailability(listing),
          })),
        }),
      );
      await queueMail(tx, [{ kind: 'availability_request', to: owner.email, ...message }]);
      return true;
    });
    if (sent) asked += 1;
  }
  if (asked) deps.outbox.kick();
  return asked;
}

type AvailabilityLinkOutcome =
  { ok: true; listing: AvailabilityLinkListing } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

const linkListingColumns = {
  id: warehouses.id,
  name: warehouses.name,
  city: warehouses.city,
  stateProvince: warehouses.stateProvince,
  availabilityConfirmedAt: warehouses.availabilityConfirmedAt,
  spaceAvailableSqFt: warehouses.spaceAvailableSqFt,
  spaceAvailablePallets: warehouses.spaceAvailablePallets,
  availableFrom: warehouses.availableFrom,
};

/** The link page's columns only: a confirmation reads the whole row, which the answer must not carry. */
const asLinkListing = (
  row: { availabilityConfirmedAt: Date } & Omit<AvailabilityLinkListing, 'availabilityConfirmedAt'>,
): AvailabilityLinkListing => ({
  ...(Object.fromEntries(Object.keys(linkListingColumns).map((key) => [key, row[key as keyof typeof row]])) as Omit<
    AvailabilityLinkListing,
    'availabilityConfirmedAt'
  >),
  availabilityConfirmedAt: row.availabilityConfirmedAt.toISOString(),
});

/** What a link is for, or why it cannot confirm: looking changes nothing (the page's GET). */
export async function checkAvailabilityLink(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<AvailabilityLinkOutcome> {
  const [row] = await db
    .select({ ...linkListingColumns, usedAt: availabilityRequests.usedAt, expiresAt: availabilityRequests.expiresAt })
    .from(availabilityRequests)
    .innerJoin(warehouses, eq(warehouses.id, availabilityRequests.warehouseId))
    .where(and(eq(availabilityRequests.tokenHash, hashToken(token)), ne(warehouses.status, 'deleted')));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  const { usedAt: _used, expiresAt: _expires, ...listing } = row;
  return { ok: true, listing: asLinkListing(listing) };
}

/**
 * Confirms the listing's availability now, with a link that is unused and unexpired. The link is
 * spent by a conditional update, so of two clicks at once only one confirms; the confirmation is
 * recorded in the audit log as the owner's, and the site is rebuilt since the listing's page shows it.
 */
export async function confirmAvailability(
  deps: Pick<AppDeps, 'db' | 'siteBuilds' | 'config'>,
  token: string,
  now: Date = new Date(),
): Promise<AvailabilityLinkOutcome> {
  const confirmed = await deps.db.transaction(async (tx) => {
    const [link] = await tx
      .update(availabilityRequests)
      .set({ usedAt: now })
      .where(
        and(
          eq(availabilityRequests.tokenHash, hashToken(token)),
          isNull(availabilityRequests.usedAt),
          gt(availabilityRequests.expiresAt, now),
          inArray(
            availabilityRequests.warehouseId,
            tx.select({ id: warehouses.id }).from(warehouses).where(ne(warehouses.status, 'deleted')),
          ),
        ),
      )
      .returning({ warehouseId: availabilityRequests.warehouseId });
    if (!link) return null;
    const [before] = await tx.select().from(warehouses).where(eq(warehouses.id, link.warehouseId)).for('update');
    const [after] = await tx
      .update(warehouses)
      .set({ availabilityConfirmedAt: now })
      .where(eq(warehouses.id, link.warehouseId))
      .returning();
    const actor = before!.userId ? await actorById(tx, before!.userId) : { id: null, username: 'confirmation link' };
    await recordAudit(tx, actor, {
      action: 'listing.confirm_availability',
      entityType: 'listing',
      entityId: after!.id,
      entityName: after!.name,
      changes: {
        availabilityConfirmedAt: {
          before: before!.availabilityConfirmedAt.toISOString(),
          after: now.toISOString(),
        },
      },
    });
    return { before: before!, after: after! };
  });
  if (!confirmed) return checkAvailabilityLink(deps.db, token, now);
  await afterListingWrite(deps, {
    listingIds: [confirmed.after.id],
    before: confirmed.before.status,
    after: confirmed.after.status,
    reason: 'availability confirmed',
    by: confirmed.before.userId,
    rows: confirmed,
  });
  return { ok: true, listing: asLinkListing(confirmed.after) };
}
