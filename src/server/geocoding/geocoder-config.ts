/**
 * Which geocoder the server asks for a listing's address (docs/decisions/maps.md, "Geocoding"):
 * none by default, so pins are placed by hand and nothing leaves the machine.
 *
 * - `GEOCODER=nominatim` or `photon`: a Nominatim- or Photon-compatible search endpoint at
 *   `GEOCODER_URL` (required: the public instances' usage policies forbid a marketplace's traffic);
 * - `GEOCODER=locationiq`: LocationIQ's Nominatim-compatible API with `GEOCODER_KEY`
 *   (`GEOCODER_URL` may point at another of its regions).
 *
 * `GEOCODER_INTERVAL_MS` is the least time between two requests (default 1000, Nominatim's one a
 * second); `GEOCODER_USER_AGENT` names the site to the provider, as Nominatim's policy asks.
 */
export interface GeocoderConfig {
  /** The answer's shape: a Nominatim JSON array or Photon's GeoJSON. */
  protocol: 'nominatim' | 'photon';
  /** Also the cache's key prefix: answers of one provider are not another's. */
  provider: 'nominatim' | 'photon' | 'locationiq';
  url: string;
  key?: string;
  minIntervalMs: number;
  userAgent: string;
}

const LOCATIONIQ_URL = 'https://us1.locationiq.com/v1/search';
const DEFAULT_INTERVAL_MS = 1000;

export function geocoderConfig(env: Record<string, string | undefined>): GeocoderConfig | null {
  const provider = env.GEOCODER;
  if (!provider) return null;
  if (provider !== 'nominatim' && provider !== 'photon' && provider !== 'locationiq') {
    throw new Error(`GEOCODER must be nominatim, photon or locationiq, not ${provider}.`);
  }
  const url = env.GEOCODER_URL || (provider === 'locationiq' ? LOCATIONIQ_URL : undefined);
  if (!url) throw new Error(`GEOCODER=${provider} needs GEOCODER_URL, the search endpoint to ask.`);
  if (!/^https?:\/\//.test(url)) throw new Error(`GEOCODER_URL must be an http(s) URL, not ${url}.`);
  if (provider === 'locationiq' && !env.GEOCODER_KEY) throw new Error('GEOCODER=locationiq needs GEOCODER_KEY.');
  const interval = env.GEOCODER_INTERVAL_MS ? Number(env.GEOCODER_INTERVAL_MS) : DEFAULT_INTERVAL_MS;
  if (!Number.isInteger(interval) || interval < 0) {
    throw new Error(`GEOCODER_INTERVAL_MS must be a whole number of milliseconds, not ${env.GEOCODER_INTERVAL_MS}.`);
  }
  return {
    protocol: provider === 'photon' ? 'photon' : 'nominatim',
    provider,
    url,
    key: env.GEOCODER_KEY || undefined,
    minIntervalMs: interval,
    userAgent: env.GEOCODER_USER_AGENT || 'WarehouseFinder/1.0 (listing address lookup)',
  };
}
