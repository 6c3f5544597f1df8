import type { Database } from '#db/client.ts';
import { pingDatabase } from '#db/availability.ts';

export type DatabaseHealth = { status: 'ok'; database: 'ok' } | { status: 'unavailable'; database: 'unreachable' };

/** What /api/health reports to monitoring: whether the database answers a trivial query in time. */
export async function databaseHealth(db: Database): Promise<DatabaseHealth> {
  return (await pingDatabase(db))
    ? { status: 'ok', database: 'ok' }
    : { status: 'unavailable', database: 'unreachable' };
}
