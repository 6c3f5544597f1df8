import { z } from 'zod';
import { COUNTRIES, DISTANCE_OPTIONS_KM, SERVICES, STORAGE_TERM_FILTERS, STORAGE_TYPES } from '#src/shared/catalog.ts';
import { SEARCH_SORTS } from '#src/shared/search-url.ts';
import { searchParamsObject } from './search.ts';

const COUNTRY_CODES = COUNTRIES.map((c) => c.code) as [string, ...string[]];
const PLACE_PART_MAX = 120;

/**
 * A `search` event's payload: sent by the results page for each first page it shows
 * (docs/decisions/search.md, "Answers the CDN keeps"), read by the admin overview (its places).
 * Every field is one the page's own address or answer holds, with the same value lists.
 */
export const searchEventPayloadSchema = z.strictObject({
  query: searchParamsObject.shape.query,
  filters: z.strictObject({
    storageTypesOffered: z.array(z.enum(STORAGE_TYPES)).max(STORAGE_TYPES.length),
    servicesOffered: z.array(z.enum(SERVICES)).max(SERVICES.length),
    distance: z.union(DISTANCE_OPTIONS_KM.map((km) => z.literal(km))),
    storageTermType: z.enum(STORAGE_TERM_FILTERS),
    ownerVerified: z.boolean(),
    sort: z.enum(SEARCH_SORTS),
  }),
  resultCount: z.number().int().nonnegative(),
  interpretedAs: z.enum(['everywhere', 'place', 'region', 'text']),
  place: z
    .strictObject({
      name: z.string().max(PLACE_PART_MAX),
      province: z.string().max(PLACE_PART_MAX),
      country: z.enum(COUNTRY_CODES),
    })
    .nullable(),
  region: z
    .strictObject({ province: z.string().max(PLACE_PART_MAX).nullable(), country: z.enum(COUNTRY_CODES).nullable() })
    .nullable(),
});

export type SearchEventPayload = z.infer<typeof searchEventPayloadSchema>;
