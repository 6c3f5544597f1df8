import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { events, users } from '#db/schema.ts';
import { describeError } from '#src/server/log-error.ts';
import { serverLog } from '#src/server/log.ts';

interface SearchEvent {
  userId: string | null;
  /** The JSON string the events table keeps. */
  payload: string;
  occurredAt: Date;
}

/**
 * Search events, written in batches: every search would otherwise wait for its own insert.
 * A batch goes out a second after its first event, or at once when `maxRows` are waiting.
 */
export interface SearchEventLog {
  record(event: SearchEvent): void;
  /** Writes what is buffered and waits for every write under way: at shutdown, at the end of a serverless call, in tests. */
  flush(): Promise<void>;
}

export function createSearchEventLog(db: Database, { maxRows = 200, maxDelayMs = 1000 } = {}): SearchEventLog {
  let buffer: SearchEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const writing = new Set<Promise<void>>();

  const write = (batch: SearchEvent[]) => {
    const done: Promise<void> = db
      .insert(events)
      .values(
        batch.map(({ userId, payload, occurredAt }) => ({
          type: 'search',
          // An account deleted before the batch is written leaves its searches anonymous instead of failing them all.
          userId: userId ? sql`(select ${users.id} from ${users} where ${users.id} = ${userId})` : null,
          payload,
          occurredAt,
        })),
      )
      .then(
        () => undefined,
        // Statistics, not records: a batch the database refuses is logged and dropped, never retried into a backlog.
        (err: unknown) => serverLog.error(`[search] ${batch.length} search events not recorded: ${describeError(err)}`),
      )
      .finally(() => writing.delete(done));
    writing.add(done);
  };

  const drain = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!buffer.length) return;
    const batch = buffer;
    buffer = [];
    write(batch);
  };

  return {
    record(event) {
      buffer.push(event);
      if (buffer.length >= maxRows) drain();
      // unref: a pending batch never keeps a finished process (a CLI, a test run) alive; shutdown flushes it.
      else timer ??= setTimeout(drain, maxDelayMs).unref();
    },
    async flush() {
      drain();
      await Promise.all(writing);
    },
  };
}
