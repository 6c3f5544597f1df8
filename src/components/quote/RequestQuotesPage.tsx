import { useEffect, useState } from 'react';
import { ApiRequestError, api, read } from '#src/client/api.ts';
import { MAX_QUOTE_LISTINGS, requestQuotesIds, requestQuotesPath } from '#src/shared/request-quotes.ts';
import { SERVICES } from '#src/shared/catalog.ts';
import { formatLocation, type PublicWarehouse } from '#src/shared/warehouse.ts';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { LoadFailed } from '#src/components/ui/LoadFailed.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { QuoteForm } from './QuoteForm.tsx';
import { localHref, m } from '#src/shared/i18n/messages.ts';
import { warehousePageUrl } from '#src/shared/listing-urls.ts';

/** The listings the URL names, in its order; those no longer listed are counted apart. */
async function readListings(ids: string[]): Promise<{ listed: PublicWarehouse[]; gone: number }> {
  const answers = await Promise.all(
    ids.map((id) =>
      read(api.warehouses[':id'].$get({ param: { id } })).then(
        (answer) => answer.warehouse,
        (err: unknown) => {
          if (err instanceof ApiRequestError && err.status === 404) return null;
          throw err;
        },
      ),
    ),
  );
  const listed = answers.filter((w): w is PublicWarehouse => w !== null);
  return { listed, gone: answers.length - listed.length };
}

/** /request-quotes?ids=a,b,c: one quote form for up to five listings chosen on search or compare. */
export function RequestQuotesPage() {
  return (
    <IslandRoot>
      <RequestQuotesScreens />
    </IslandRoot>
  );
}

function RequestQuotesScreens() {
  // Read after hydration: the page is pre-rendered without its query string.
  const [ids, setIds] = useState<string[] | null>(null);
  useEffect(() => setIds(requestQuotesIds(window.location.search)), []);
  const { query } = useApiQuery(ids ? ids.join(',') : null, () => readListings(ids ?? []), {
    what: m.quote_chosen_warehouses(),
  });
  // Listings the visitor took off the list, kept out of the form and the URL.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());

  if (ids && ids.length === 0) return <NothingChosen />;
  if (query.status === 'error') return <LoadFailed what={m.quote_chosen_warehouses()} />;
  if (!ids || query.status !== 'ready') return <Spinner label={m.quote_loading_chosen_warehouses()} />;

  const listings = query.data.listed.filter((w) => !removed.has(w.id));
  if (listings.length === 0) return <NothingChosen gone={query.data.gone > 0} />;

  const remove = (id: string) => {
    const next = new Set(removed).add(id);
    setRemoved(next);
    const left = query.data.listed.filter((w) => !next.has(w.id)).map((w) => w.id);
    window.history.replaceState(null, '', left.length ? requestQuotesPath(left) : window.location.pathname);
  };
  const offered = new Set(listings.flatMap((w) => w.servicesOffered));
  const services = SERVICES.filter((s) => offered.has(s));

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="chosen-heading">
        <h2 id="chosen-heading" className="text-lg font-semibold text-ink">
          {listings.length === 1
            ? m.quote_request_goes_1_warehouse()
            : m.quote_request_goes_length_warehouses({ length: listings.length })}
        </h2>
        {query.data.gone > 0 && (
          <p className="mt-2 text-sm text-ink-muted" role="note">
            {query.data.gone === 1
              ? m.quote_1_warehouse_chose_no()
              : m.quote_gone_warehouses_chose_are({ gone: query.data.gone })}
          </p>
        )}
        <ul className="mt-3 space-y-2" data-chosen-listings>
          {listings.map((w) => (
            <li key={w.id} className="card flex items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <a href={warehousePageUrl(w.id)} className="font-semibold break-words text-ink">
                  {w.name}
                </a>
                <p className="text-sm text-ink-muted">{formatLocation(w)}</p>
              </div>
              {listings.length > 1 && (
                <button
                  type="button"
                  className="btn-ghost shrink-0"
                  aria-label={m.quote_remove_name_from_request({ name: w.name })}
                  onClick={() => remove(w.id)}
                >
                  {m.compare_remove()}
                </button>
              )}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-ink-muted">{m.quote_each_warehouse_gets_its()}</p>
      </section>
      <section aria-labelledby="form-heading" className="card p-4 sm:p-6">
        <h2 id="form-heading" className="mb-4 text-lg font-semibold text-ink">
          {m.quote_what_need()}
        </h2>
        <QuoteForm key={listings.map((w) => w.id).join(',')} warehouses={listings} services={services} />
      </section>
    </div>
  );
}

function NothingChosen({ gone = false }: { gone?: boolean }) {
  return (
    <div className="card p-6 text-center" data-nothing-chosen>
      <h2 className="text-lg font-semibold text-ink">
        {gone ? m.quote_these_warehouses_are_no() : m.quote_no_warehouses_chosen()}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{m.quote_choose_up_to_max_warehouses({ max: MAX_QUOTE_LISTINGS })}</p>
      <a href={localHref('/search')} className="btn-primary mt-4 no-underline">
        {m.quote_search_warehouses()}
      </a>
    </div>
  );
}
