import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#db/client.ts';
import { geocodeCache } from '#db/schema.ts';
import type { GeocodeOutcome } from '#src/server/answers/listings.ts';
import { foldText } from '#src/shared/text.ts';
import type { GeocoderConfig } from './geocoder-config.ts';

/** How long one request may take before the pin is left to the owner. */
const REQUEST_TIMEOUT_MS = 5000;
/** How long a request may wait for its turn under the provider's rate limit before it gives up. */
const MAX_QUEUE_MS = 10_000;

const nominatimAnswer = z.array(z.object({ lat: z.coerce.number(), lon: z.coerce.number() }));
const photonAnswer = z.object({
  features: z.array(z.object({ geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }) })),
});

/**
 * One process's turns with the provider: one request at a time, each sent at least
 * `minIntervalMs` after the previous one was answered, so no two reach the provider closer than
 * that whatever the network does. Keyed by the configuration object, which a process loads once.
 */
const turns = new WeakMap<GeocoderConfig, { last: Promise<unknown>; waiting: number }>();

/** Runs `ask` in its turn; null without running it when the queue is longer than MAX_QUEUE_MS. */
async function inTurn<T>(config: GeocoderConfig, ask: () => Promise<T>): Promise<T | null> {
  let queue = turns.get(config);
  if (!queue) turns.set(config, (queue = { last: Promise.resolve(), waiting: 0 }));
  if (queue.waiting * config.minIntervalMs > MAX_QUEUE_MS) return null;
  queue.waiting += 1;
  const turn = queue.last.then(async () => {
    try {
      return await ask();
    } finally {
      queue.waiting -= 1;
      await new Promise((resolve) => setTimeout(resolve, config.minIntervalMs));
    }
  });
  queue.last = turn.catch(() => {});
  return turn;
}

function requestUrl(config: GeocoderConfig, query: string): string {
  const url = new URL(config.url);
  url.searchParams.set('q', query);
  url.searchParams.set('limit', '1');
  if (config.protocol === 'nominatim') {
    url.searchParams.set('format', 'json');
    url.searchParams.set('countrycodes', 'ca,us');
  }
  if (config.key) url.searchParams.set('key', config.key);
  return url.toString();
}

/** The first hit's coordinates, null for no hit; throws on an answer of another shape. */
function firstHit(config: GeocoderConfig, body: unknown): { latitude: number; longitude: number } | null {
  if (config.protocol === 'photon') {
    const hit = photonAnswer.parse(body).features[0];
    return hit ? { latitude: hit.geometry.coordinates[1], longitude: hit.geometry.coordinates[0] } : null;
  }
  const hit = nominatimAnswer.parse(body)[0];
  return hit ? { latitude: hit.lat, longitude: hit.lon } : null;
}

const onGlobe = (p: { latitude: number; longitude: number }) =>
  Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180;

/**
 * The coordinates the configured geocoder gives an address, from the cache when it was asked
 * before (a miss is kept too); only the server calls it. A provider that fails, is slow or answers
 * nonsense gives `failed`, which is not kept, and the owner places the pin by hand.
 */
export async function geocodeAddress(
  db: Database,
  config: GeocoderConfig | null,
  address: string,
): Promise<GeocodeOutcome> {
  if (!config) return { status: 'off' };
  const key = `${config.provider}:${foldText(address)}`;
  const [kept] = await db.select().from(geocodeCache).where(eq(geocodeCache.key, key));
  if (kept) {
    return kept.latitude === null || kept.longitude === null
      ? { status: 'not_found' }
      : { status: 'found', latitude: kept.latitude, longitude: kept.longitude };
  }
  const hit = await inTurn(config, () => askProvider(config, address)).catch((err: unknown) => {
    console.warn(`Geocoding failed, the pin stays manual: ${err instanceof Error ? err.message : String(err)}`);
    return 'failed' as const;
  });
  if (hit === 'failed' || hit === null) return { status: 'failed' };
  await db
    .insert(geocodeCache)
    .values({ key, latitude: hit.found?.latitude ?? null, longitude: hit.found?.longitude ?? null })
    .onConflictDoNothing();
  return hit.found
    ? { status: 'found', latitude: hit.found.latitude, longitude: hit.found.longitude }
    : { status: 'not_found' };
}

/** One request: the first hit (null for none); throws when the provider fails or answers nonsense. */
async function askProvider(config: GeocoderConfig, address: string) {
  const res = await fetch(requestUrl(config, address), {
    headers: { accept: 'application/json', 'user-agent': config.userAgent },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`The geocoder answered ${res.status}`);
  const found = firstHit(config, await res.json());
  if (found && !onGlobe(found)) throw new Error('The geocoder answered coordinates off the globe');
  return { found };
}
