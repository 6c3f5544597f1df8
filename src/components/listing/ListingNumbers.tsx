import { LISTING_METRICS, type ListingStats } from '#src/shared/api/listing-stats.ts';

interface Props {
  stats: ListingStats;
  /** The answer's days (YYYY-MM-DD, UTC, oldest first); each metric has one count per day. */
  days: string[];
}

/** Bar pitch and chart height in viewBox units; the drawing stretches to the tile's width. */
const BAR = 4;
const HEIGHT = 32;

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The days are UTC dates, so they are named in UTC: "Nov 3" must not become Nov 2 west of Greenwich. */
const dayName = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLabel = (day: string) => dayName.format(new Date(`${day}T00:00:00Z`));

/** The busiest day and today, so a screen reader gets the chart's gist without thirty numbers. */
function chartSummary(perDay: number[], days: string[], one: string, many: string): string {
  const peak = perDay.reduce((best, n, i) => (n > perDay[best]! ? i : best), 0);
  const today = perDay[perDay.length - 1] ?? 0;
  return `Per day: most on ${dayLabel(days[peak]!)} (${count(perDay[peak]!, one, many)}), today ${today.toLocaleString('en-US')}.`;
}

/**
 * One listing's numbers for the last days: four tiles (detail views, card clicks, quote requests,
 * favorites), each with its total and a small bar per day. Drawn as inline SVG, as a chart
 * library would weigh more than the rest of the page.
 */
export function ListingNumbers({ stats, days }: Props) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={`Last ${days.length} days`}>
      {LISTING_METRICS.map(({ key, label, one, many }) => {
        const perDay = stats[key];
        const total = stats.totals[key];
        const max = Math.max(1, ...perDay);
        return (
          <li key={key} className="min-w-0 rounded-lg border border-line bg-surface p-3">
            <p className="truncate text-xs font-medium text-ink-muted" aria-hidden="true">
              {label}
            </p>
            <p className="mt-0.5 text-xl leading-tight font-semibold text-ink tabular-nums">
              <span aria-hidden="true">{total.toLocaleString('en-US')}</span>
              <span className="sr-only">
                {total === 0 ? `No ${many}` : count(total, one, many)} in the last {days.length} days
              </span>
            </p>
            <svg
              className="mt-2 block h-8 w-full"
              viewBox={`0 0 ${days.length * BAR} ${HEIGHT}`}
              preserveAspectRatio="none"
              {...(total === 0
                ? { 'aria-hidden': true }
                : { role: 'img', 'aria-label': chartSummary(perDay, days, one, many) })}
            >
              {perDay.map((n, i) => {
                // An empty day keeps a thin baseline so the thirty days still read as a row.
                const height = n === 0 ? 1 : Math.max(2, (n / max) * HEIGHT);
                return (
                  <rect
                    key={days[i]}
                    x={i * BAR}
                    y={HEIGHT - height}
                    width={BAR - 1}
                    height={height}
                    className={n === 0 ? 'fill-line' : 'fill-brand'}
                  >
                    <title>{`${dayLabel(days[i]!)}: ${count(n, one, many)}`}</title>
                  </rect>
                );
              })}
            </svg>
          </li>
        );
      })}
    </ul>
  );
}
