import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textArray, uuidArray } from '#db/array-params.ts';
import type { DatabaseHandle } from '#db/client.ts';
import { createEmptyDatabase } from '#tests/support/empty-db.ts';

describe('lists sent as one array parameter', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createEmptyDatabase();
  });
  afterAll(() => handle.close());

  const readBack = async (array: ReturnType<typeof textArray>) => {
    const result = await handle.db.execute(sql`select unnest(${array}) as value`);
    return (result as unknown as { rows: { value: string }[] }).rows.map((row) => row.value);
  };

  it.each([
    ['plain names', ['toronto', 'saint john']],
    ['quotes, backslashes, commas and braces', ['St. John\'s "old" town', 'back\\slash', 'a, b', '{braced}']],
    ['an empty list', []],
  ])('text: %s come back as sent', async (_, values) => {
    expect(await readBack(textArray(values))).toEqual(values);
  });

  it('uuids come back as sent, in one parameter however many', async () => {
    const ids = Array.from({ length: 70_000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const values = await readBack(uuidArray(ids));
    expect(values).toHaveLength(70_000);
    expect(values.at(-1)).toBe(ids.at(-1));
  });
});
