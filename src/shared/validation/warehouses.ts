import { z } from 'zod';
import { m } from '#src/shared/i18n/messages.ts';

/** GET /api/warehouses: one page of the listed warehouses. */
export const warehouseListQuery = z.object({
  limit: z.coerce
    .number({ error: () => m.v_query_number({ parameter: 'limit' }) })
    .int({ error: () => m.v_query_whole({ parameter: 'limit' }) })
    .min(1, { error: () => m.v_query_range({ parameter: 'limit', min: 1, max: 100 }) })
    .max(100, { error: () => m.v_query_range({ parameter: 'limit', min: 1, max: 100 }) })
    .default(20),
  offset: z.coerce
    .number({ error: () => m.v_query_number({ parameter: 'offset' }) })
    .int({ error: () => m.v_query_whole({ parameter: 'offset' }) })
    .min(0, { error: () => m.v_query_negative({ parameter: 'offset' }) })
    .default(0),
});
