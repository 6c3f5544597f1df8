import { useState, type KeyboardEvent } from 'react';
import { LISTING_METRICS, type ListingMetric } from '#src/shared/api/listing-stats.ts';
import type { ListingStats } from '#src/client/answers.ts';
import { formatNumber, localDateFormat } from '#src/shared/i18n/format.ts';
import { m } from '#src/shared/i18n/messages.ts';

interface Props {
  stats: ListingStats;
  /** The answer's days (YYYY-MM-DD, UTC, oldest first); each metric has one count per day. */
  days: string[];
}

/** Bar pitch and chart height in viewBox units; the drawing stretches to the tile's width. */
const BAR = 4;
const HEIGHT = 32;

const count = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** Each metric's words in the page's language. */
const METRIC_WORDS: Record<ListingMetric, { label: () => string; one: () => string; many: () => string }> = {
  views: { label: m.metric_views, one: m.metric_view_one, many: m.metric_view_many },
  clicks: { label: m.metric_clicks, one: m.metric_click_one, many: m.metric_click_many },
  quotes: { label: m.metric_quotes, one: m.metric_quote_one, many: m.metric_quote_many },
  favorites: { label: m.metric_favorites, one: m.metric_favorite_one, many: m.metric_favorite_many },
};

/** The days are UTC dates, so they are named in UTC: "Nov 3" must not become Nov 2 west of Greenwich. */
const dayLabel = (day: string) =>
  localDateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' }, 'en-US').format(new Date(`${day}T00:00:00Z`));

/** The busiest day and today, so a screen reader gets the chart's gist without thirty numbers. */
function chartSummary(perDay: number[], days: string[], one: string, many: string): string {
  const peak = perDay.reduce((best, n, i) => (n > perDay[best]! ? i : best), 0);
  const today = perDay[perDay.length - 1] ?? 0;
  return m.listing_chart_summary({
    day: dayLabel(days[peak]!),
    count: count(perDay[peak]!, one, many),
    today: formatNumber(today),
  });
}

const clampDay = (i: number, days: number) => Math.min(days - 1, Math.max(0, i));

/**
 * One metric's bar per day. Hovering a bar, or focusing the chart and moving with the arrow keys
 * (Home and End for the first and last day), shows that day's date and count above it; the
 * keyboard reading is a slider's value text, so a screen reader says it too.
 */
function DayBars({
  perDay,
  days,
  label,
  one,
  many,
}: {
  perDay: number[];
  days: string[];
  label: string;
  one: string;
  many: string;
}) {
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const active = hovered ?? focused;
  const max = Math.max(1, ...perDay);
  const last = days.length - 1;
  const describe = (i: number) => `${dayLabel(days[i]!)}: ${count(perDay[i]!, one, many)}`;

  function onKeyDown(e: KeyboardEvent<SVGSVGElement>) {
    const at = focused ?? last;
    const next =
      e.key === 'ArrowLeft' || e.key === 'ArrowDown'
        ? at - 1
        : e.key === 'ArrowRight' || e.key === 'ArrowUp'
          ? at + 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    setFocused(clampDay(next, days.length));
  }

  return (
    <div className="relative mt-2">
      {active !== null && (
        // Anchored over its bar, and pulled in as far as the bar is along, so it never leaves the tile.
        <p
          aria-hidden="true"
          data-day-reading
          className="pointer-events-none absolute bottom-full z-10 mb-1 rounded bg-ink px-1.5 py-0.5 text-xs whitespace-nowrap text-canvas shadow"
          style={{
            left: `${((active + 0.5) / days.length) * 100}%`,
            transform: `translateX(-${((active + 0.5) / days.length) * 100}%)`,
          }}
        >
          {describe(active)}
        </p>
      )}
      <svg
        className="block h-8 w-full rounded-sm"
        viewBox={`0 0 ${days.length * BAR} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="slider"
        tabIndex={0}
        aria-label={m.listing_label_per_day({ label })}
        aria-valuemin={0}
        aria-valuemax={last}
        aria-valuenow={focused ?? last}
        aria-valuetext={`${describe(focused ?? last)}. ${perDay.every((n) => n === 0) ? `No ${many} on any day.` : chartSummary(perDay, days, one, many)}`}
        onPointerMove={(e) => {
          const box = e.currentTarget.getBoundingClientRect();
          setHovered(clampDay(Math.floor(((e.clientX - box.left) / box.width) * days.length), days.length));
        }}
        onPointerLeave={() => setHovered(null)}
        onFocus={() => setFocused(last)}
        onBlur={() => setFocused(null)}
        onKeyDown={onKeyDown}
      >
        {perDay.map((n, i) => {
          // An empty day keeps a thin baseline so the thirty days still read as a row.
          const height = n === 0 ? 1 : Math.max(2, (n / max) * HEIGHT);
          const colour = i === active ? 'fill-ink' : n === 0 ? 'fill-line' : 'fill-brand';
          return (
            <rect key={days[i]} x={i * BAR} y={HEIGHT - height} width={BAR - 1} height={height} className={colour} />
          );
        })}
      </svg>
    </div>
  );
}

/**
 * One listing's numbers for the last days: four tiles (detail views, card clicks, quote requests,
 * favorites), each with its total and a small bar per day. Drawn as inline SVG, as a chart
 * library would weigh more than the rest of the page.
 */
export function ListingNumbers({ stats, days }: Props) {
  return (
    <ul
      className="grid grid-cols-2 gap-2 sm:grid-cols-4"
      aria-label={m.listing_last_length_days({ length: days.length })}
    >
      {LISTING_METRICS.map(({ key }) => {
        const label = METRIC_WORDS[key].label();
        const one = METRIC_WORDS[key].one();
        const many = METRIC_WORDS[key].many();
        const perDay = stats[key];
        const total = stats.totals[key];
        return (
          <li key={key} className="min-w-0 rounded-lg border border-line bg-surface p-3">
            <p className="truncate text-xs font-medium text-ink-muted" aria-hidden="true">
              {label}
            </p>
            <p className="mt-0.5 text-xl leading-tight font-semibold text-ink tabular-nums">
              <span aria-hidden="true">{formatNumber(total)}</span>
              <span className="sr-only">
                {total === 0 ? m.listing_no_metric({ many }) : count(total, one, many)}{' '}
                {m.listing_last_length_days_2({ length: days.length })}
              </span>
            </p>
            <DayBars perDay={perDay} days={days} label={label} one={one} many={many} />
          </li>
        );
      })}
    </ul>
  );
}
