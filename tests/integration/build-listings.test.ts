import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBuildListings } from '#src/server/warehouses/build-listings.ts';
import { request, useTestApp } from '#tests/support/app.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import { placeCentre } from '#tests/support/geo.ts';

/** What a build reads through a running server that holds the embedded database (docs/decisions/place-pages.md). */
describe('a build reading through the server', () => {
  const ctx = useTestApp();
  afterEach(() => vi.unstubAllGlobals());

  it("gets every live listing and where the search measures each city page's query from", async () => {
    const toronto = await createWarehouse(ctx.db, { city: 'Toronto', stateProvince: 'ON' });
    const ottawa = await createWarehouse(ctx.db, { city: 'Ottawa', stateProvince: 'ON' });
    await createWarehouse(ctx.db, { city: 'Halifax', stateProvince: 'NS', status: 'pending' });
    // The server answers the build's requests as it answers any other.
    vi.stubGlobal('fetch', (url: string) => request(ctx, url.replace('http://server.test', '')));

    const { listings, searchPoints } = await readBuildListings('http://server.test');
    expect(listings.map((l) => l.id).sort()).toEqual([toronto.id, ottawa.id].sort());
    expect(searchPoints).toEqual({
      'Toronto, ON': await placeCentre(ctx.db, 'Toronto', 'ON'),
      'Ottawa, ON': await placeCentre(ctx.db, 'Ottawa', 'ON'),
    });
  });
});
