import { eq } from 'drizzle-orm';
import { siteBuilds } from '#db/schema.ts';
import type { AuditEntityType } from '#src/shared/api/admin.ts';
import { signedInUser } from './accounts.ts';
import { apiClient, request, type TestContext } from './app.ts';

/** A signed-in admin for the admin API's tests. */
export async function signedInAdmin(ctx: TestContext) {
  return signedInUser(ctx.db, { isAdmin: true });
}

/** An admin API call: GET without a body, POST with one, unless told. */
export function adminCall(
  ctx: TestContext,
  cookie: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
) {
  return request(ctx, `/api/admin${path}`, { ...init, cookie });
}

/** The listing as the dashboard reads it (its updatedAt is the version actions send back). */
export async function adminListing(ctx: TestContext, cookie: string, id: string) {
  const res = await apiClient(ctx, { cookie }).admin.listings[':id'].$get({ param: { id } });
  if (res.status !== 200) throw new Error(`GET listing ${id}: ${res.status}`);
  return (await res.json()).listing;
}

/** The record's audit entries, newest first. */
export async function auditOf(ctx: TestContext, cookie: string, entityType: AuditEntityType, entityId: string) {
  const res = await apiClient(ctx, { cookie }).admin.audit.$get({ query: { entityType, entityId } });
  return (await res.json()).entries;
}

/** How many rebuild requests the queued build carries (0 when none is queued). */
export async function queuedRebuildRequests(ctx: TestContext): Promise<number> {
  const [queued] = await ctx.db.select().from(siteBuilds).where(eq(siteBuilds.status, 'queued'));
  return queued?.requests ?? 0;
}
