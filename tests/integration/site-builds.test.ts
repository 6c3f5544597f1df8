import { describe, expect, it } from 'vitest';
import { siteBuilds } from '#db/schema.ts';
import { createSiteBuilds, listBuilds } from '#src/server/rebuilds/site-builds.ts';
import { useTestApp } from '#tests/support/app.ts';

describe('site build requests', () => {
  const ctx = useTestApp();

  it('folds ten requests into one queued build and lists it', async () => {
    await ctx.db.delete(siteBuilds);
    let woken = 0;
    const builds = createSiteBuilds(ctx.db, () => {
      woken += 1;
    });
    await Promise.all(Array.from({ length: 10 }, (_, i) => builds.request(`listing ${i} changed`)));

    const rows = await listBuilds(ctx.db);
    expect(rows).toEqual([expect.objectContaining({ status: 'queued', requests: 10, startedAt: null })]);
    expect(rows[0]!.reason).toMatch(/^listing \d changed$/);
    expect(woken).toBe(10);
  });
});
