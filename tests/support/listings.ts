import type { PublicWarehouse } from '#src/shared/warehouse.ts';

const PAGE_SIZE = 100;

/**
 * Every active warehouse, read page by page from GET /api/warehouses (at most 100 a page).
 * `get` is the transport: Playwright's request.get, or an in-process app request.
 */
export async function allActiveWarehouses(
  get: (path: string) => Promise<{ json(): Promise<unknown> }>,
): Promise<PublicWarehouse[]> {
  const all: PublicWarehouse[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = (await (await get(`/api/warehouses?limit=${PAGE_SIZE}&offset=${offset}`)).json()) as {
      warehouses: PublicWarehouse[];
      total: number;
    };
    all.push(...page.warehouses);
    if (all.length >= page.total || page.warehouses.length === 0) return all;
  }
}
