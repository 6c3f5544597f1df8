import type { ResolvedPlace, SearchAnswer } from '#src/client/answers.ts';
import { DISTANCE_KM } from '#src/shared/catalog.ts';
import { formatNumber } from '#src/shared/i18n/format.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** "Toronto, ON", "Toronto and Mississauga, ON", "Toronto, ON and Buffalo, NY". */
export function placesLabel(places: ResolvedPlace[]): string {
  const and = (items: string[]) =>
    items.length > 1
      ? m.search_list_and({ items: items.slice(0, -1).join(', '), last: items[items.length - 1]! })
      : (items[0] ?? '');
  const province = places[0]?.province;
  if (places.every((p) => p.province === province)) return `${and(places.map((p) => p.name))}, ${province}`;
  return and(places.map((p) => `${p.name}, ${p.province}`));
}

/** "12 warehouses within 30 km of Toronto, ON", or how else the query was understood. */
export function resultSummary(data: SearchAnswer, query: string): string {
  const count = m.search_warehouse_count({ count: data.total, number: formatNumber(data.total) });
  // "Search this area": the box takes the radius's place, whatever was typed (docs/decisions/maps.md).
  if (data.bbox) return m.search_summary_map_area({ count });
  if (data.places.length > 0 && data.radiusKm !== null)
    return m.search_summary_near({ count, km: data.radiusKm, places: placesLabel(data.places) });
  if (data.regionName) return m.search_summary_region({ count, region: data.regionName });
  if (query.trim()) return m.search_summary_query({ count, query: query.trim() });
  return m.search_summary_everywhere({ count });
}

/**
 * "The nearest warehouse is 820 km away in Winnipeg, MB.": when even the largest radius would
 * not reach the nearest listing, a wider radius is no help, so the page says how far it is.
 */
export function farthestReach(data: SearchAnswer): string | null {
  const nearest = data.nearestBeyondRadius ? data.warehouses[0] : undefined;
  if (!nearest || nearest.distanceKm === null || nearest.distanceKm <= DISTANCE_KM.max) return null;
  return m.search_nearest_far({
    km: formatNumber(Math.round(nearest.distanceKm)),
    city: nearest.city,
    province: nearest.stateProvince,
  });
}
