import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListingNumbers } from '#src/components/listing/ListingNumbers.tsx';
import { fillDays, statsDays } from '#src/server/listings/listing-stats.ts';

describe('statsDays', () => {
  it('gives 30 UTC dates ending on the UTC day of now, oldest first', () => {
    const days = statsDays(new Date('2026-03-01T23:30:00-05:00'));
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe('2026-03-02');
    expect(days[0]).toBe('2026-02-01');
  });

  it('crosses months and leap days', () => {
    expect(statsDays(new Date('2028-03-01T00:00:00Z'), 3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });
});

describe('fillDays', () => {
  const days = ['2026-11-21', '2026-11-22', '2026-11-23'];

  it('puts each count on its day, zero elsewhere, and totals them', () => {
    const stats = fillDays(['a', 'b'], days, [
      { warehouseId: 'a', metric: 'views', day: '2026-11-21', n: 4 },
      { warehouseId: 'a', metric: 'views', day: '2026-11-23', n: 2 },
      { warehouseId: 'a', metric: 'quotes', day: '2026-11-22', n: 1 },
    ]);
    expect(stats.a!.views).toEqual([4, 0, 2]);
    expect(stats.a!.quotes).toEqual([0, 1, 0]);
    expect(stats.a!.clicks).toEqual([0, 0, 0]);
    expect(stats.a!.totals).toEqual({ views: 6, clicks: 0, quotes: 1, favorites: 0 });
    expect(stats.b!.totals).toEqual({ views: 0, clicks: 0, quotes: 0, favorites: 0 });
  });

  it('ignores days outside the range and listings not asked for', () => {
    const stats = fillDays(['a'], days, [
      { warehouseId: 'a', metric: 'clicks', day: '2026-11-20', n: 9 },
      { warehouseId: 'z', metric: 'clicks', day: '2026-11-22', n: 9 },
    ]);
    expect(Object.keys(stats)).toEqual(['a']);
    expect(stats.a!.totals.clicks).toBe(0);
  });
});

describe('ListingNumbers', () => {
  const days = statsDays(new Date('2026-11-23T12:00:00Z'));
  const series = (f: (i: number) => number) => days.map((_, i) => f(i));
  const views = series((i) => (i === 10 ? 12 : 1));
  const html = renderToStaticMarkup(
    createElement(ListingNumbers, {
      days,
      stats: {
        views,
        clicks: series(() => 0),
        quotes: series((i) => (i === 29 ? 1 : 0)),
        favorites: series(() => 0),
        totals: { views: 41, clicks: 0, quotes: 1, favorites: 0 },
      },
    }),
  );

  it('shows four tiles with their totals and a sentence for screen readers', () => {
    for (const label of ['Detail views', 'Card clicks', 'Quote requests', 'Favorites']) expect(html).toContain(label);
    expect(html).toContain('41 detail views in the last 30 days');
    expect(html).toContain('1 quote request in the last 30 days');
    expect(html).toContain('No card clicks in the last 30 days');
  });

  it('draws one bar per day as a slider that reads out the chosen day, today at first', () => {
    expect(html.match(/<rect/g)).toHaveLength(4 * 30);
    expect(html).toContain('role="slider"');
    expect(html).toContain(
      'aria-valuetext="Nov 23: 1 quote request. Per day: most on Nov 23 (1 quote request), today 1."',
    );
    expect(html).toContain('Per day: most on Nov 4 (12 detail views), today 1.');
  });
});
