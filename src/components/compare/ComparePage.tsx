import { warehousePageUrl } from '#src/shared/listing-urls.ts';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { api, ApiRequestError, read } from '#src/client/api.ts';
import { $compared, removeFromCompare } from '#src/client/compare.ts';
import { comparePath, readCompareIds } from '#src/shared/compare.ts';
import { requestQuotesPath } from '#src/shared/request-quotes.ts';
import type { ResolvedPlace } from '#src/client/answers.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { LoadFailed } from '#src/components/ui/LoadFailed.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { compareGroups, offered, type CompareRow } from './compare-rows.ts';
import { localHref, m } from '#src/shared/i18n/messages.ts';
import { IslandForm, SubmitButton } from '#src/components/ui/IslandForm.tsx';

const subscribeNever = () => () => {};
/** The page's query string: null in the pre-rendered HTML (the page is the same for every link). */
const useLocationSearch = () =>
  useSyncExternalStore(
    subscribeNever,
    () => window.location.search,
    () => null,
  );

/** A listing of the link, or null when it is no longer listed. */
async function listingOrGone(id: string): Promise<PublicWarehouse | null> {
  try {
    return (await read(api.warehouses[':id'].$get({ param: { id } }))).warehouse;
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return null;
    throw err;
  }
}

async function placeOrNull(query: string): Promise<ResolvedPlace | null> {
  if (query.trim().length < 2) return null;
  return (await read(api.locations.place.$get({ query: { query } }))).place;
}

/** /compare?ids=a,b,c[&from=place]: the listings side by side, read from the API. */
export function ComparePage() {
  const search = useLocationSearch();
  return (
    <IslandRoot>
      {search === null ? <Spinner label={m.compare_loading_comparison()} /> : <Comparison search={search} />}
    </IslandRoot>
  );
}

function Comparison({ search }: { search: string }) {
  const params = new URLSearchParams(search);
  const [ids, setIds] = useState(() => readCompareIds(params));
  const [from, setFrom] = useState(() => params.get('from') ?? '');
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const { query } = useApiQuery(ids.join(','), () => Promise.all(ids.map(listingOrGone)), {
    what: m.compare_listings(),
  });
  const origin = useApiQuery(from, () => placeOrNull(from), { what: m.compare_place() });

  /** The URL says what is shown, so it can be shared or bookmarked as it stands. */
  function showInUrl(nextIds: string[], nextFrom: string) {
    window.history.replaceState(null, '', comparePath(nextIds, nextFrom));
  }
  function remove(id: string) {
    const next = ids.filter((i) => i !== id);
    setIds(next);
    showInUrl(next, from);
    if ($compared.get().some((l) => l.id === id)) removeFromCompare(id);
  }
  function measureFrom(place: string) {
    setFrom(place);
    showInUrl(ids, place);
  }

  if (ids.length === 0) return <NothingToCompare />;
  if (query.status === 'error') return <LoadFailed what={m.compare_listings_compare()} />;
  if (query.status === 'loading') return <Spinner label={m.compare_loading_comparison()} />;
  const listings = query.data.filter((w): w is PublicWarehouse => w !== null);
  const gone = query.data.length - listings.length;
  if (listings.length === 0) return <NothingToCompare gone />;

  const place = origin.query.status === 'ready' ? origin.query.data : null;
  const groups = compareGroups(listings, place)
    .map((g) => ({ ...g, rows: onlyDifferences ? g.rows.filter((r) => r.differs) : g.rows }))
    .filter((g) => g.rows.length > 0);

  return (
    <div className="flex flex-col gap-6">
      {gone > 0 && (
        <p role="status" className="rounded-lg border border-line bg-brand-soft p-3 text-sm text-ink">
          {gone === 1 ? m.compare_gone_one() : m.compare_gone_many({ gone })}
        </p>
      )}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <DistanceForm
          from={from}
          notFound={origin.query.status === 'ready' && from !== '' && !place}
          onSubmit={measureFrom}
        />
        <div className="flex flex-wrap items-center gap-4">
          <label className="flex items-center gap-2 text-sm font-medium text-ink">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand"
              checked={onlyDifferences}
              onChange={(e) => setOnlyDifferences(e.target.checked)}
            />
            {m.compare_show_only_differences()}
          </label>
          <a className="btn-primary" href={requestQuotesPath(listings.map((w) => w.id))}>
            {m.compare_request_quotes_from_these()}
          </a>
        </div>
      </div>
      <p className="text-sm text-ink-muted">{m.compare_row_marked_differs_not()}</p>
      <CompareTable listings={listings} groups={groups} onRemove={remove} onlyDifferences={onlyDifferences} />
    </div>
  );
}

function DistanceForm({
  from,
  notFound,
  onSubmit,
}: {
  from: string;
  notFound: boolean;
  onSubmit: (place: string) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const [typed, setTyped] = useState(from);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(typed.trim());
  }
  return (
    <IslandForm onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={inputId} className="field-label">
          {m.compare_distance_from()}
        </label>
        <input
          id={inputId}
          className="field-input w-56"
          value={typed}
          placeholder={m.compare_city_e_g_toronto()}
          onChange={(e) => setTyped(e.target.value)}
          aria-invalid={notFound || undefined}
          aria-describedby={notFound ? errorId : undefined}
        />
      </div>
      <SubmitButton className="btn-secondary">{m.compare_show_distances()}</SubmitButton>
      {notFound && (
        <p id={errorId} className="field-error w-full" role="alert">
          {m.compare_we_could_not_find()}
        </p>
      )}
    </IslandForm>
  );
}

function CompareTable({
  listings,
  groups,
  onRemove,
  onlyDifferences,
}: {
  listings: PublicWarehouse[];
  groups: ReturnType<typeof compareGroups>;
  onRemove: (id: string) => void;
  onlyDifferences: boolean;
}) {
  const columns = listings.length + 1;
  return (
    // The table scrolls sideways on a phone; its first column stays in view.
    <div className="overflow-x-auto rounded-xl border border-line bg-surface" data-compare-table>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="p-4 text-left text-base font-semibold whitespace-nowrap text-ink">
          {m.compare_length_listings_side_by({ length: listings.length })}
          {onlyDifferences ? m.compare_differences_only() : ''}
        </caption>
        <thead>
          <tr className="border-y border-line bg-surface-muted">
            <td className="sticky left-0 z-10 w-40 min-w-36 bg-surface-muted p-3" />
            {listings.map((w) => (
              <th key={w.id} scope="col" className="relative min-w-48 p-3 align-top font-semibold text-ink">
                <a href={warehousePageUrl(w.id)} className="text-brand underline underline-offset-2">
                  {w.name}
                </a>
                <button
                  type="button"
                  className="mt-2 block text-xs font-normal text-ink-muted underline hover:text-danger"
                  onClick={() => onRemove(w.id)}
                >
                  {m.compare_remove()}
                  <span className="sr-only"> {m.compare_name_from_comparison({ name: w.name })}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.title}>
            <tr>
              <th
                scope="colgroup"
                colSpan={columns}
                className="sticky left-0 bg-surface px-3 pt-5 pb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase"
              >
                {group.title}
              </th>
            </tr>
            {group.rows.map((r) => (
              <Row key={r.label} row={r} />
            ))}
          </tbody>
        ))}
      </table>
      {groups.length === 0 && <p className="p-4 text-sm text-ink-muted">{m.compare_these_listings_are_same()}</p>}
    </div>
  );
}

function Row({ row }: { row: CompareRow }) {
  return (
    <tr
      className={`border-t border-line ${row.differs ? 'bg-brand-soft/40' : ''}`}
      data-differs={row.differs || undefined}
    >
      <th
        scope="row"
        className={`sticky left-0 z-10 p-3 align-top font-medium text-ink ${row.differs ? 'bg-brand-soft' : 'bg-surface'}`}
      >
        {row.label}
        {row.differs && (
          <span className="mt-1 block text-xs font-semibold text-brand">
            <span aria-hidden="true">≠ </span>
            {m.compare_differs()}
          </span>
        )}
      </th>
      {row.values.map((value, i) => (
        <td key={i} className="p-3 align-top break-words text-ink">
          {value === offered() ? (
            <span>
              <span aria-hidden="true">✓ </span>
              {value}
            </span>
          ) : (
            value
          )}
        </td>
      ))}
    </tr>
  );
}

function NothingToCompare({ gone = false }: { gone?: boolean }) {
  return (
    <div className="card mx-auto max-w-lg p-8 text-center">
      <h2 className="text-xl font-semibold text-ink">
        {gone ? m.compare_these_listings_are_no() : m.compare_nothing_compare_yet()}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{m.compare_choose_up_three_warehouses()}</p>
      <a href={localHref('/search')} className="btn-primary mt-6 no-underline">
        {m.footer_search_warehouses()}
      </a>
    </div>
  );
}
