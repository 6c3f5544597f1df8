import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#src/server/api/context.ts';
import { readQuery } from '#src/server/api/http.ts';
import { activeWarehouseCities, suggestLocations } from '#src/server/search/locations.ts';
import { foldText } from '#src/shared/text.ts';

export const placeRoutes = new Hono<AppEnv>();

/** The spec's client caches the city list for an hour; browsers and the CDN may too. */
const CITIES_CACHE = 'public, max-age=3600';

placeRoutes.get('/cities', async (c) => {
  const cities = await activeWarehouseCities(c.get('db'));
  c.header('Cache-Control', CITIES_CACHE);
  return c.json(cities);
});

const locationsQuery = z.object({
  query: z
    .string({ error: 'Type at least 2 characters to get suggestions' })
    .max(100, 'Location text cannot exceed 100 characters')
    .refine((v) => foldText(v).length >= 2, 'Type at least 2 characters to get suggestions'),
});

placeRoutes.get('/locations', async (c) => {
  const { query } = readQuery(c, locationsQuery);
  return c.json(await suggestLocations(c.get('db'), query));
});
