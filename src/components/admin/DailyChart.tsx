import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { OverviewDay } from '#src/client/answers.ts';
import { formatCalendarDay } from '#src/shared/i18n/format.ts';
import { m } from '#src/shared/i18n/messages.ts';

export interface ChartSeries {
  key: Exclude<keyof OverviewDay, 'day'>;
  label: string;
  /** A colour variable of the theme (src/styles/global.css), so the chart follows light and dark. */
  colorVar: string;
}

const HEIGHT = 240;

const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/**
 * Daily counts as lines, drawn by uPlot (loaded with this component, which only the dashboard
 * imports). It redraws when the theme changes and fits its box's width. Screen readers get the
 * summary in `aria-label` and the numbers in the table below.
 */
export function DailyChart({ title, days, series }: { title: string; days: OverviewDay[]; series: ChartSeries[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let chart: uPlot | undefined;
    let cancelled = false;
    const xs = days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);

    const draw = async () => {
      const { default: UPlot } = await import('uplot');
      if (cancelled) return;
      chart?.destroy();
      const ink = cssVar('--ink-muted');
      const grid = cssVar('--line');
      const axis = { stroke: ink, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
      chart = new UPlot(
        {
          width: el.clientWidth,
          height: HEIGHT,
          tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
          scales: { y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
          axes: [axis, { ...axis, size: 44 }],
          legend: { live: false },
          cursor: { drag: { x: false, y: false } },
          series: [
            {},
            ...series.map((s) => ({ label: s.label, stroke: cssVar(s.colorVar), width: 2, points: { size: 5 } })),
          ],
        },
        [xs, ...series.map((s) => days.map((d) => d[s.key]))],
        el,
      );
    };
    void draw();

    const resize = new ResizeObserver(() => chart?.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    const theme = new MutationObserver(() => void draw());
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      cancelled = true;
      resize.disconnect();
      theme.disconnect();
      chart?.destroy();
    };
  }, [days, series]);

  const summary = series
    .map((s) => m.admin_label_reduce_30_days({ label: s.label, reduce: days.reduce((sum, d) => sum + d[s.key], 0) }))
    .join('; ');

  return (
    <figure className="card min-w-0 p-4">
      <figcaption className="text-base font-semibold text-ink">{title}</figcaption>
      <div ref={box} role="img" aria-label={`${title}. ${summary}.`} className="mt-3 w-full" />
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand">{m.admin_show_numbers_per_day()}</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left">
            <thead>
              <tr className="text-ink-muted">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {m.admin_day()}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pr-3 text-right font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day} className="border-t border-line">
                  <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                    {formatCalendarDay(d.day)}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="py-1 pr-3 text-right tabular-nums">
                      {d[s.key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
