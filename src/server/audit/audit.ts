import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { auditLog, users, warehouses } from '#db/schema.ts';
import type { AuditEntityType } from '#src/shared/api/admin.ts';
import type { AdminAuditPage, AuditChange, AuditEntry } from '#src/server/answers/admin.ts';
import type { AuditQuery } from '#src/shared/validation/admin.ts';

/**
 * Who acts: the session user (an admin, or an owner on their listing). The name is copied into
 * each entry (the account may go).
 */
export interface Actor {
  id: string;
  username: string;
}

/** An act no account does: the periodic purge, billing, a confirmation link whose owner's account is gone. */
interface AutomaticActor {
  readonly id: null;
  readonly username: string;
}

/** What the periodic purge of deleted listings writes as its actor. */
export const PURGE_ACTOR: AutomaticActor = { id: null, username: 'automatic purge' };

/** Self-serve billing: its webhooks and scheduled work (src/server/billing). */
export const BILLING_ACTOR: AutomaticActor = { id: null, username: 'billing' };

/** The account `userId` as an actor, read in the change's transaction. */
export async function actorById(tx: Database, userId: string): Promise<Actor> {
  const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return { id: userId, username: user?.username ?? 'deleted account' };
}

export type AuditChanges = Record<string, AuditChange>;

/** What a secret column reads as in the audit log: that it changed, never its value. */
export const SECRET_CHANGED: AuditChange = { before: '(hidden)', after: '(replaced)' };

const comparable = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : (value ?? null));

/** The fields among `keys` whose values differ between the two rows, as { field: { before, after } }. */
export function changedFields<T extends object>(
  before: T,
  after: T,
  keys: readonly (keyof T & string)[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const key of keys) {
    const was = comparable(before[key]);
    const is = comparable(after[key]);
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[key] = { before: was, after: is };
  }
  return changes;
}

/** Writes one entry; pass the transaction of the change, so the record and the change commit together. */
interface AuditRecord {
  action: string;
  entityType: AuditEntityType;
  entityId: string;
  /** The listing's name, the account's username …: shown beside the id. */
  entityName: string | null;
  changes: AuditChanges;
}

/** Records what `actor` did: one entry, or several (one insert) when one act touched many records. */
export async function recordAudit(
  tx: Database,
  actor: Actor | AutomaticActor,
  entries: AuditRecord | AuditRecord[],
): Promise<void> {
  const rows = (Array.isArray(entries) ? entries : [entries]).map((entry) => ({
    actorId: actor.id,
    actorName: actor.username,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    entityName: entry.entityName,
    changes: JSON.stringify(entry.changes),
  }));
  if (rows.length > 0) await tx.insert(auditLog).values(rows);
}

/**
 * Newest first, optionally one kind of record, one record's history, one listing's, or one
 * person's: what they did and what was done to their account.
 */
export async function listAudit(db: Database, query: AuditQuery): Promise<AdminAuditPage> {
  const filters: (SQL | undefined)[] = [];
  if (query.entityType) filters.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
  if (query.listingId) {
    filters.push(and(eq(auditLog.entityType, 'listing'), eq(auditLog.entityId, query.listingId)));
  }
  if (query.userId) {
    filters.push(
      or(eq(auditLog.actorId, query.userId), and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, query.userId))),
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const changesOf = new Map(rows.map((r) => [r.id, JSON.parse(r.changes) as AuditChanges]));
  const names = await namesOf(db, [...changesOf.values()]);
  const entries: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    actorId: r.actorId,
    actorName: r.actorName,
    action: r.action,
    entityType: r.entityType as AuditEntityType,
    entityId: r.entityId,
    entityName: r.entityName,
    changes: changesOf.get(r.id)!,
    names: namesIn(changesOf.get(r.id)!, names),
    createdAt: r.createdAt.toISOString(),
  }));
  return { entries, total: total?.value ?? 0, page: query.page, pageSize: query.pageSize };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids a change's before and after values hold: whichever field they are in, a person's or a listing's. */
const idsIn = (changes: AuditChanges) =>
  Object.values(changes).flatMap(({ before, after }) =>
    [before, after].filter((v): v is string => typeof v === 'string' && UUID.test(v)),
  );

/** Every account's username and listing's name the page's changes point to, in two queries. */
async function namesOf(db: Database, pageChanges: AuditChanges[]): Promise<Map<string, string>> {
  const ids = [...new Set(pageChanges.flatMap(idsIn))];
  if (ids.length === 0) return new Map();
  const [people, listings] = await Promise.all([
    db.select({ id: users.id, name: users.username }).from(users).where(inArray(users.id, ids)),
    db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(inArray(warehouses.id, ids)),
  ]);
  return new Map([...people, ...listings].map((row) => [row.id, row.name]));
}

const namesIn = (changes: AuditChanges, names: Map<string, string>) =>
  Object.fromEntries(idsIn(changes).flatMap((id) => (names.has(id) ? [[id, names.get(id)!]] : [])));
