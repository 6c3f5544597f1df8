import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { warehouses } from '#db/schema.ts';
import { SERVICES, STORAGE_TYPES, type SpaceUnit } from '#src/shared/catalog.ts';
import { toPublicWarehouse } from '#src/server/warehouses/public.ts';
import { parsedJson, warehouseFromJson } from './warehouse-json.ts';
import { emptyNeedFacets, fromNeedCounts, needFacetsSql, type NeedFacetCounts } from './need-filters.ts';

interface PageAndCounts {
  total: number;
  page: { w: Record<string, unknown>; d: number | null }[];
  facet_counts: [storageType: string | null, service: string | null, certification: string | null, count: number][];
  owner_verified: number;
  need_counts: NeedFacetCounts;
}

/**
 * One statement, one pass over the matching rows: the page (whole rows with their distance, in
 * order), the total and the facet counts all come from the same materialized set, so the
 * embedded database visits each candidate row once per search. OFFSET 0 keeps the inner query
 * whole, so each candidate's distance is computed once rather than again for the radius test.
 * The facets unnest both lists side by side (the shorter padded with nulls) and count them
 * with two grouping sets in a single pass.
 */
export async function pageWithCounts(
  db: Database,
  staleBefore: Date,
  where: SQL,
  distance: SQL<number> | null,
  radiusKm: number | null,
  score: SQL<number> | null,
  order: (alias: string) => SQL,
  limit: number,
  offset: number,
  spaceUnit: SpaceUnit,
) {
  const result = await db.execute(sql`
    with matched as materialized (
      select * from (
        select ${warehouses.id} as id,
          ${distance ?? sql`null::double precision`} as distance_km,
          ${score ?? sql`0::real`} as score,
          ${warehouses.isPaid} as is_paid, ${warehouses.updatedAt} as updated_at, ${warehouses.squareFeet} as square_feet,
          ${warehouses.availabilityConfirmedAt} < ${staleBefore} as stale, ${warehouses.ownerVerified} as owner_verified,
          ${warehouses.storageType} as storage_type, ${warehouses.servicesOffered} as services_offered,
          ${warehouses.certifications} as certifications, ${warehouses.spaceAvailableSqFt} as space_available_sq_ft,
          ${warehouses.spaceAvailablePallets} as space_available_pallets,
          ${warehouses.pricePerPalletMonth} as price_per_pallet_month, ${warehouses.pricePerSqFtYear} as price_per_sq_ft_year,
          ${warehouses.dockDoors} as dock_doors, ${warehouses.clearHeightFt} as clear_height_ft
        from ${warehouses} where ${where}
        offset 0
      ) as candidates
      where ${radiusKm === null ? sql`true` : sql`distance_km <= ${radiusKm}`}
    ),
    page as (
      select * from matched order by ${order('matched')} limit ${limit} offset ${offset}
    )
    select
      (select count(*) from matched)::int as total,
      (select count(*) from matched where owner_verified)::int as owner_verified,
      (select coalesce(json_agg(json_build_object('w', row_to_json(w), 'd', page.distance_km) order by ${order('page')}), '[]'::json)
         from page join ${warehouses} as w on w.id = page.id) as page,
      (select coalesce(json_agg(json_build_array(storage_type, service, certification, n)), '[]'::json) from (
         select storage_type, service, certification, count(*) as n
         from (select unnest(storage_type) as storage_type, unnest(services_offered) as service,
           unnest(certifications) as certification from matched) as offered
         group by grouping sets ((storage_type), (service), (certification))
       ) as grouped) as facet_counts,
      (select ${needFacetsSql(spaceUnit)} from matched) as need_counts`);
  const row = (result as unknown as { rows: PageAndCounts[] }).rows[0]!;
  const storageTypes = Object.fromEntries(STORAGE_TYPES.map((t) => [t, 0])) as Record<string, number>;
  const services = Object.fromEntries(SERVICES.map((v) => [v, 0])) as Record<string, number>;
  const need = emptyNeedFacets();
  // Only the product's own values are facets; anything else an admin typed is not a filter.
  for (const [storageType, service, certification, n] of parsedJson<PageAndCounts['facet_counts']>(row.facet_counts)) {
    if (storageType !== null && storageType in storageTypes) storageTypes[storageType] = Number(n);
    if (service !== null && service in services) services[service] = Number(n);
    if (certification !== null && certification in need.certifications) need.certifications[certification] = Number(n);
  }
  const counts = parsedJson<NeedFacetCounts>(row.need_counts);
  return {
    total: Number(row.total),
    listings: parsedJson<PageAndCounts['page']>(row.page).map(({ w, d }) => ({
      listing: toPublicWarehouse(warehouseFromJson(w)),
      distanceKm: d,
    })),
    facets: { storageTypes, services, ownerVerified: Number(row.owner_verified), ...need, ...fromNeedCounts(counts) },
  };
}
