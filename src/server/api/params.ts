import type { Context } from 'hono';
import { warehouseNotListed } from '#src/shared/api/errors.ts';
import { isUuid } from '#src/shared/validation/fields.ts';
import { ApiError } from './http.ts';

/** A warehouse id from the path. A malformed id names no warehouse, so it is the same 404 as an unknown one. */
export function warehouseIdParam(c: Context, name: string): string {
  const id = c.req.param(name) ?? '';
  if (!isUuid(id)) throw new ApiError(404, warehouseNotListed());
  return id;
}
