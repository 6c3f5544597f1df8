import { warehousePageUrl } from '#src/shared/listing-urls.ts';
import type { AdminOverview, CountWindows } from '#src/client/answers.ts';
import { WAREHOUSE_STATUSES } from '#src/shared/catalog.ts';
import { formatNumber } from '#src/shared/warehouse.ts';
import { api, read } from '#src/client/api.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { daysAgo } from './admin-api.ts';
import { QueryView, StatusBadge, TabHeading } from './AdminParts.tsx';
import { DailyChart, type ChartSeries } from './DailyChart.tsx';
import { m } from '#src/shared/i18n/messages.ts';

const RECENT: { key: keyof AdminOverview['recent']; label: string }[] = [
  {
    key: 'newUsers',
    get label() {
      return m.admin_new_users();
    },
  },
  {
    key: 'newListings',
    get label() {
      return m.admin_new_listings();
    },
  },
  {
    key: 'contactInquiries',
    get label() {
      return m.admin_contact_inquiries();
    },
  },
  {
    key: 'quoteRequests',
    get label() {
      return m.stats_quote_requests();
    },
  },
  {
    key: 'searches',
    get label() {
      return m.admin_searches();
    },
  },
  {
    key: 'cardClicks',
    get label() {
      return m.stats_card_clicks();
    },
  },
];

// Searches and clicks run to hundreds a day, the rest to a handful: one chart each keeps both readable.
const TRAFFIC: ChartSeries[] = [
  {
    key: 'searches',
    get label() {
      return m.admin_searches();
    },
    colorVar: '--brand',
  },
  {
    key: 'cardClicks',
    get label() {
      return m.stats_card_clicks();
    },
    colorVar: '--accent',
  },
];
const LEADS: ChartSeries[] = [
  {
    key: 'contactInquiries',
    get label() {
      return m.admin_contact_inquiries();
    },
    colorVar: '--brand',
  },
  {
    key: 'quoteRequests',
    get label() {
      return m.stats_quote_requests();
    },
    colorVar: '--accent',
  },
  {
    key: 'newUsers',
    get label() {
      return m.admin_new_users();
    },
    colorVar: '--success',
  },
  {
    key: 'newListings',
    get label() {
      return m.admin_new_listings();
    },
    colorVar: '--danger',
  },
];

function Tile({ label, counts }: { label: string; counts: CountWindows }) {
  return (
    <div className="card p-4">
      <p className="text-sm font-medium text-ink-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold text-ink tabular-nums">{formatNumber(counts.last7Days)}</p>
      <p className="text-xs text-ink-muted">
        {m.admin_last_7_days()} <span className="tabular-nums">{formatNumber(counts.last30Days)}</span>{' '}
        {m.admin_30_days()}
      </p>
    </div>
  );
}

function RankedList({
  title,
  empty,
  rows,
}: {
  title: string;
  empty: string;
  rows: { key: string; label: string; href?: string; count: number }[];
}) {
  return (
    <section className="card min-w-0 p-4">
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      <p className="text-xs text-ink-muted">{m.admin_last_30_days()}</p>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{empty}</p>
      ) : (
        <ol className="mt-3 space-y-2 text-sm">
          {rows.map((r) => (
            <li key={r.key} className="flex justify-between gap-3">
              {r.href ? (
                <a href={r.href} className="min-w-0 truncate text-brand underline">
                  {r.label}
                </a>
              ) : (
                <span className="min-w-0 truncate text-ink">{r.label}</span>
              )}
              <span className="text-ink-muted tabular-nums">{formatNumber(r.count)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function OverviewTab({ onOpenModeration }: { onOpenModeration: () => void }) {
  const { query, reload } = useApiQuery('overview', () => read(api.admin.overview.$get()), {
    what: m.admin_overview_2(),
  });
  return (
    <QueryView query={query} what={m.admin_overview_2()} reload={reload}>
      {(o) => (
        <div className="space-y-8">
          <section>
            <TabHeading title={m.admin_listings_by_status()} />
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {WAREHOUSE_STATUSES.map((status) => (
                <div key={status} className="card p-4">
                  <dt>
                    <StatusBadge status={status} />
                  </dt>
                  <dd className="mt-2 text-2xl font-bold text-ink tabular-nums">
                    {formatNumber(o.listingsByStatus[status])}
                  </dd>
                </div>
              ))}
              <div className="card p-4">
                <dt className="text-sm font-medium text-ink-muted">{m.admin_users()}</dt>
                <dd className="mt-2 text-2xl font-bold text-ink tabular-nums">{formatNumber(o.totalUsers)}</dd>
              </div>
            </dl>
          </section>

          <section>
            <TabHeading title={m.admin_activity()} />
            <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
              {RECENT.map((r) => (
                <Tile key={r.key} label={r.label} counts={o.recent[r.key]} />
              ))}
            </div>
            <div className="mt-4 grid gap-4 lg:grid-cols-2">
              <DailyChart title={m.admin_searches_card_clicks_per()} days={o.daily} series={TRAFFIC} />
              <DailyChart title={m.admin_inquiries_quotes_users_listings()} days={o.daily} series={LEADS} />
            </div>
          </section>

          <div className="grid gap-4 lg:grid-cols-3">
            <RankedList
              title={m.admin_top_searched_places()}
              empty={m.admin_no_place_searches_yet()}
              rows={o.topSearchedPlaces.map((p) => ({
                key: `${p.name}-${p.province}-${p.country}`,
                label: `${p.name}, ${p.province}`,
                count: p.searches,
              }))}
            />
            <RankedList
              title={m.admin_top_clicked_warehouses()}
              empty={m.admin_no_card_clicks_yet()}
              rows={o.topClickedWarehouses.map((w) => ({
                key: w.id,
                label: w.name,
                href: warehousePageUrl(w.id),
                count: w.clicks,
              }))}
            />
            <section className="card min-w-0 p-4">
              <h2 className="text-base font-semibold text-ink">{m.admin_waiting_review()}</h2>
              <p className="text-xs text-ink-muted">
                {m.admin_number_listings_oldest_first({ number: formatNumber(o.listingsByStatus.pending) })}
              </p>
              {o.waitingForReview.length === 0 ? (
                <p className="mt-3 text-sm text-ink-muted">{m.admin_nothing_review()}</p>
              ) : (
                <ul className="mt-3 space-y-2 text-sm">
                  {o.waitingForReview.map((w) => (
                    <li key={w.id} className="flex justify-between gap-3">
                      <span className="min-w-0 truncate text-ink">
                        {w.name}{' '}
                        <span className="text-ink-muted">
                          · {w.city}, {w.stateProvince}
                        </span>
                      </span>
                      <span className="whitespace-nowrap text-ink-muted">{daysAgo(w.ageDays)}</span>
                    </li>
                  ))}
                </ul>
              )}
              <button type="button" className="btn-secondary mt-4 w-full" onClick={onOpenModeration}>
                {m.admin_open_moderation_queue()}
              </button>
            </section>
          </div>
        </div>
      )}
    </QueryView>
  );
}
