import { getTableColumns } from 'drizzle-orm';
import { warehouses, type Warehouse } from '#db/schema.ts';

/** A json column's value: drivers hand it over parsed or as text. */
export const parsedJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

const warehouseColumns = Object.entries(getTableColumns(warehouses));

/**
 * A warehouse row that travelled as JSON (snake_case keys, timestamps as text) back into its
 * typed form. Searches read rows as one JSON value: the driver then parses one value instead of
 * one per field, about half the time on PGlite.
 */
export function warehouseFromJson(json: Record<string, unknown>): Warehouse {
  const row: Record<string, unknown> = {};
  for (const [key, column] of warehouseColumns) {
    const value = json[column.name] ?? null;
    row[key] = value !== null && column.dataType === 'date' ? new Date(value as string) : value;
  }
  return row as Warehouse;
}
