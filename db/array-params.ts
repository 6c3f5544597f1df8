import { sql, type SQL } from 'drizzle-orm';

/*
 * A list as one array parameter (`= any(...)`), not one parameter per item: lists of thousands
 * (a page of ids, every city a build asks about) would pass Postgres's limit of 65,535 parameters.
 * The list travels as an array literal, so each text item is quoted and escaped here.
 */

export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

const quoted = (value: string) => `"${value.replace(/[\\"]/g, '\\$&')}"`;

export const textArray = (values: readonly string[]): SQL => sql`${`{${values.map(quoted).join(',')}}`}::text[]`;
