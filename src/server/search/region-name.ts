import type { ResolvedRegion } from '#src/server/answers/search.ts';
import { COUNTRIES } from '#src/shared/catalog.ts';
import { countryLabel } from '#src/shared/i18n/labels/countries.ts';
import { regionLabel } from '#src/shared/i18n/labels/regions.ts';
import { ALL_REGIONS } from '#src/shared/regions.ts';

/**
 * A searched region in the request's language: "Ontario, Canada", "Texas", "États-Unis". Named
 * here rather than on the page, which would need every province and state to name one.
 */
export function searchedRegionName({ province, country }: ResolvedRegion): string {
  const region = ALL_REGIONS.find((r) => r.code === province && (!country || r.country === country));
  const countryName = COUNTRIES.find((c) => c.code === country)?.name;
  return [region && regionLabel(region), countryName && countryLabel(countryName)].filter(Boolean).join(', ');
}
