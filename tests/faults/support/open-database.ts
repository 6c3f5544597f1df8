import { events } from '#db/schema.ts';
import { closeDatabase, getDatabase } from '#db/client.ts';

/** A second opener for the lock test: opens the environment's database like every tool does, then writes. */
try {
  const { db } = await getDatabase();
  await db.insert(events).values({ type: 'warehouse_click', payload: '{"from":"second opener"}' });
  console.log('opened and wrote');
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
