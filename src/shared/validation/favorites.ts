import { z } from 'zod';
import { warehouseNotListed } from '#src/shared/api/errors.ts';
import { claimedUserFields } from './fields.ts';

/** POST /api/favorites. */
export const addFavoriteRequest = z.object({
  warehouseId: z.uuid({ error: warehouseNotListed }),
  ...claimedUserFields,
});

/** DELETE /api/favorites/:warehouseId may carry a body with the claimed user. */
export const removeFavoriteRequest = z.object(claimedUserFields);

/** GET /api/favorites/check/:warehouseId?userId=… */
export const favoriteCheckQuery = z.object({ userId: claimedUserFields.userId });
