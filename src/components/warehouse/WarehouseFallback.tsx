import { lazy, useEffect } from 'react';
import { ApiRequestError, api, read } from '#src/client/api.ts';
import { recordDetailView } from '#src/client/detail-view.ts';
import { NEARBY } from '#src/shared/geo.ts';
import { SITE_NAME } from '#src/shared/site.ts';
import { backToResultsUrl } from '#src/shared/search-url.ts';
import { detailTitle } from '#src/shared/warehouse-meta.ts';
import { CompareButton } from '#src/components/compare/CompareButton.tsx';
import { FavoriteButton } from '#src/components/favorites/FavoriteButton.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { ImageGallery } from './ImageGallery.tsx';
import { WarehouseDetail } from './WarehouseDetail.tsx';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { WhenVisible } from '#src/components/ui/WhenVisible.tsx';
import { localHref, m } from '#src/shared/i18n/messages.ts';

// The quote form and its validation (zod, react-hook-form) load once the form comes near the
// screen, as the pre-rendered page's client:visible island does: this page shows the detail
// first and stays within its JavaScript budget (docs/performance.md, "Budgets").
const QuoteForm = lazy(() => import('#src/components/quote/QuoteForm.tsx').then((m) => ({ default: m.QuoteForm })));

/** The id of /warehouse/{id}: this page is served for every detail path that was not pre-rendered. */
const idFromPath = () => decodeURIComponent(location.pathname.replace(/\/+$/, '').split('/').pop() ?? '');

/**
 * The detail of a warehouse activated after the last build, read from the API. The same
 * WarehouseDetail body as the pre-rendered page; unknown and inactive ids get the 404 screen.
 */
export function WarehouseFallback() {
  return (
    <IslandRoot>
      <WarehouseFallbackScreens />
    </IslandRoot>
  );
}

/** The listing and its neighbours within reach; a failed read of the neighbours shows none. */
async function readListing(id: string) {
  const { warehouse } = await read(api.warehouses[':id'].$get({ param: { id } }));
  const nearby = await read(api.warehouses[':id'].nearby.$get({ param: { id } }))
    .then((answer) => answer.warehouses.filter((n) => n.distanceKm <= NEARBY.maxKm).slice(0, NEARBY.limit))
    .catch((err: unknown) => {
      console.warn('Could not load nearby warehouses', err);
      return [];
    });
  return { warehouse, nearby };
}

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

function WarehouseFallbackScreens() {
  // One read per page: the island is served at the listing's own path.
  const { query } = useApiQuery('listing', () => readListing(idFromPath()), { what: m.detail_warehouse() });

  useEffect(() => {
    if (query.status === 'ready') {
      document.title = `${detailTitle(query.data.warehouse)} | ${SITE_NAME}`;
      recordDetailView(query.data.warehouse.id);
    } else if (query.status === 'error' && isNotFound(query.error)) {
      document.title = m.detail_404_page_not_found({ site_name: SITE_NAME });
    }
  }, [query]);

  if (query.status === 'loading') return <Spinner label={m.detail_loading_warehouse()} className="min-h-[50vh]" />;

  if (query.status === 'error' && isNotFound(query.error)) {
    return (
      <div className="container-page flex flex-col items-center py-24 text-center">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{m.detail_error_404()}</p>
        <h1 className="mt-2 text-3xl font-bold text-ink sm:text-4xl">{m.detail_404_page_not_found_2()}</h1>
        <p className="mt-4 max-w-md text-ink-muted">{m.detail_warehouse_not_listed_may()}</p>
        <div className="mt-8 flex gap-3">
          <a href={localHref('/')} className="btn-primary no-underline">
            {m.detail_go_home()}
          </a>
          <a href={localHref('/search')} className="btn-secondary no-underline">
            {m.quote_search_warehouses()}
          </a>
        </div>
      </div>
    );
  }

  if (query.status === 'error') {
    return (
      <div className="container-page flex flex-col items-center py-24 text-center">
        <h1 className="text-2xl font-bold text-ink">{m.detail_we_couldn_t_load()}</h1>
        <p className="mt-3 max-w-md text-ink-muted">{m.detail_check_connection_try_again()}</p>
        <button type="button" className="btn-primary mt-6" onClick={() => location.reload()}>
          {m.common_try_again()}
        </button>
      </div>
    );
  }

  const { warehouse, nearby } = query.data;
  return (
    <WarehouseDetail
      warehouse={warehouse}
      nearby={nearby}
      backHref={backToResultsUrl(new URLSearchParams(location.search))}
      gallery={<ImageGallery images={warehouse.images} name={warehouse.name} />}
      favorite={<FavoriteButton warehouseId={warehouse.id} warehouseName={warehouse.name} />}
      compare={<CompareButton warehouseId={warehouse.id} warehouseName={warehouse.name} />}
      quoteForm={
        <WhenVisible label={m.detail_loading_quote_form()}>
          <QuoteForm warehouses={[{ id: warehouse.id, name: warehouse.name }]} services={warehouse.servicesOffered} />
        </WhenVisible>
      }
    />
  );
}
