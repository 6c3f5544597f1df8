import { useEffect, useState } from 'react';
import { ApiRequestError, api, read } from '#src/client/api.ts';
import { requestQuotesIds, requestQuotesPath } from '#src/shared/request-quotes.ts';
import { SERVICES } from '#src/shared/catalog.ts';
import { formatLocation, type PublicWarehouse } from '#src/shared/warehouse.ts';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { LoadFailed } from '#src/components/ui/LoadFailed.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { QuoteForm } from './QuoteForm.tsx';

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
    what: 'the chosen warehouses',
  });
  // Listings the visitor took off the list, kept out of the form and the URL.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());

  if (ids && ids.length === 0) return <NothingChosen />;
  if (query.status === 'error') return <LoadFailed what="the chosen warehouses" />;
  if (!ids || query.status !== 'ready') return <Spinner label="Loading the chosen warehouses…" />;

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
            ? 'Your request goes to 1 warehouse'
            : `Your request goes to ${listings.length} warehouses`}
        </h2>
        {query.data.gone > 0 && (
          <p className="mt-2 text-sm text-ink-muted" role="note">
            {query.data.gone === 1
              ? '1 warehouse you chose is no longer listed, so it is left out.'
              : `${query.data.gone} warehouses you chose are no longer listed, so they are left out.`}
          </p>
        )}
        <ul className="mt-3 space-y-2" data-chosen-listings>
          {listings.map((w) => (
            <li key={w.id} className="card flex items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <a href={`/warehouse/${w.id}`} className="font-semibold break-words text-ink">
                  {w.name}
                </a>
                <p className="text-sm text-ink-muted">{formatLocation(w)}</p>
              </div>
              {listings.length > 1 && (
                <button
                  type="button"
                  className="btn-ghost shrink-0"
                  aria-label={`Remove ${w.name} from this request`}
                  onClick={() => remove(w.id)}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-ink-muted">
          Each warehouse gets its own copy of your request, and you get one confirmation by e-mail.
        </p>
      </section>
      <section aria-labelledby="form-heading" className="card p-4 sm:p-6">
        <h2 id="form-heading" className="mb-4 text-lg font-semibold text-ink">
          What you need
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
        {gone ? 'These warehouses are no longer listed' : 'No warehouses chosen'}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">
        Choose up to five warehouses in the search results or on the compare page, then ask them all for a quote at
        once.
      </p>
      <a href="/search" className="btn-primary mt-4 no-underline">
        Search warehouses
      </a>
    </div>
  );
}
