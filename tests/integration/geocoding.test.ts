import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warehouses } from '#db/schema.ts';
import type { GeocoderConfig } from '#src/server/geocoding/geocoder-config.ts';
import { LISTING_MESSAGES } from '#src/shared/validation/listing.ts';
import { request, useTestApp } from '#tests/support/app.ts';
import { signedInUser } from '#tests/support/accounts.ts';
import { listingInput } from '#tests/support/listing-input.ts';
import { placeCentre } from '#tests/support/geo.ts';

/** The stand-in's answers by a word of the address asked for (Nominatim's JSON). */
const COMMISSIONERS = { lat: '43.6500', lon: '-79.3480' };
const INTERVAL_MS = 150;

/** A local Nominatim-compatible geocoder: what it was asked, and when. */
function startStandIn() {
  const asked: { q: string; at: number; userAgent: string | undefined }[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://stand-in');
    const q = url.searchParams.get('q') ?? '';
    asked.push({ q, at: Date.now(), userAgent: req.headers['user-agent'] });
    if (q.includes('Broken')) {
      res.writeHead(503).end('down for maintenance');
      return;
    }
    const hit = q.includes('Commissioners')
      ? [COMMISSIONERS]
      : q.includes('Granville')
        ? // Vancouver's Granville Street: a real street, but not in Toronto.
          [{ lat: '49.2827', lon: '-123.1207' }]
        : q.includes('Street')
          ? [{ lat: String(43.7 + asked.length / 1000), lon: '-79.4' }]
          : [];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(hit));
  });
  return { server, asked };
}

const geocoder: GeocoderConfig = {
  protocol: 'nominatim',
  provider: 'nominatim',
  url: 'http://127.0.0.1:1/search',
  minIntervalMs: INTERVAL_MS,
  userAgent: 'WarehouseFinderTests/1.0',
};
const where = (address: string) =>
  `/api/listings/location?${new URLSearchParams({ address, city: 'Toronto', stateProvince: 'ON', country: 'Canada' })}`;

describe('geocoding a listing address through a configured provider', () => {
  const standIn = startStandIn();
  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    geocoder.url = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}/search`;
  });
  afterAll(() => new Promise<void>((resolve) => standIn.server.close(() => resolve())));
  const ctx = useTestApp({ geocoder });
  const locate = async (address: string, cookie: string) => (await request(ctx, where(address), { cookie })).json();

  it('starts the pin at the address, asks the provider once per address, and names the site to it', async () => {
    const { cookie } = await signedInUser(ctx.db);
    const first = await locate('45 Commissioners Street', cookie);
    expect(first.geocoded).toEqual({ status: 'found', latitude: 43.65, longitude: -79.348 });
    expect(first.centre).toEqual(await placeCentre(ctx.db, 'Toronto', 'ON'));
    // Typed again (other case, other owner): the cache answers.
    const other = await signedInUser(ctx.db);
    expect((await locate('45 COMMISSIONERS STREET', other.cookie)).geocoded.status).toBe('found');
    expect(standIn.asked.filter((a) => a.q.includes('Commissioners'))).toHaveLength(1);
    expect(standIn.asked[0]!.q).toBe('45 Commissioners Street, Toronto, ON, Canada');
    expect(standIn.asked[0]!.userAgent).toBe('WarehouseFinderTests/1.0');
  });

  it("keeps to the provider's rate: requests at once are sent one interval apart", async () => {
    const { cookie } = await signedInUser(ctx.db);
    const before = standIn.asked.length;
    const answers = await Promise.all(
      ['1 King Street', '2 Queen Street', '3 Front Street'].map((a) => locate(a, cookie)),
    );
    expect(answers.map((a) => a.geocoded.status)).toEqual(['found', 'found', 'found']);
    const times = standIn.asked.slice(before).map((a) => a.at);
    expect(times).toHaveLength(3);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(INTERVAL_MS);
  });

  it('says when the address is unknown or the hit is another city, leaving the pin at the centre', async () => {
    const { cookie } = await signedInUser(ctx.db);
    const unknown = await locate('Lot 9 Nowhere', cookie);
    expect(unknown.geocoded).toEqual({ status: 'not_found' });
    expect(unknown.centre).not.toBeNull();
    expect((await locate('800 Granville', cookie)).geocoded).toEqual({ status: 'not_found' });
  });

  it('says the provider failed, and asks it again next time rather than keeping the failure', async () => {
    const { cookie } = await signedInUser(ctx.db);
    expect((await locate('12 Broken Road', cookie)).geocoded).toEqual({ status: 'failed' });
    expect((await locate('12 Broken Road', cookie)).geocoded).toEqual({ status: 'failed' });
    expect(standIn.asked.filter((a) => a.q.includes('Broken'))).toHaveLength(2);
  });

  it('is for signed-in owners only', async () => {
    expect((await request(ctx, where('45 Commissioners Street'))).status).toBe(401);
  });
});

describe('the listing pin without a geocoder (the default)', () => {
  const ctx = useTestApp();

  it('offers the city centre and says pins are placed by hand', async () => {
    const { cookie } = await signedInUser(ctx.db);
    const answer = await (await request(ctx, where('45 Commissioners Street'), { cookie })).json();
    expect(answer).toEqual({ centre: await placeCentre(ctx.db, 'Toronto', 'ON'), geocoded: { status: 'off' } });
  });

  it("saves the owner's pin with the listing, moves it on edit, and refuses one far from the city", async () => {
    const { cookie } = await signedInUser(ctx.db);
    const pin = { latitude: 45.4875, longitude: -73.5547 };
    const created = await request(ctx, '/api/listings', { cookie, body: listingInput('Pinned Quay', { pin }) });
    expect(created.status).toBe(201);
    const { listing } = await created.json();
    expect(listing.pin).toEqual(pin);
    const [row] = await ctx.db.select().from(warehouses).where(eq(warehouses.id, listing.id));
    expect({ latitude: row!.latitude, longitude: row!.longitude, positionSource: row!.positionSource }).toEqual({
      ...pin,
      positionSource: 'pin',
    });

    const moved = { latitude: 45.5, longitude: -73.56 };
    const edited = await request(ctx, `/api/listings/${listing.id}`, {
      method: 'PATCH',
      cookie,
      body: listingInput('Pinned Quay', { pin: moved }),
    });
    expect((await edited.json()).listing.pin).toEqual(moved);

    // Toronto is 500 km from Montréal.
    const far = await request(ctx, '/api/listings', {
      cookie,
      body: listingInput('Pinned Far', { pin: { latitude: 43.65, longitude: -79.38 } }),
    });
    expect(far.status).toBe(400);
    expect((await far.json()).errors).toEqual({ pin: LISTING_MESSAGES.pinFar });
    const offGlobe = await request(ctx, '/api/listings', {
      cookie,
      body: listingInput('Pinned Nowhere', { pin: { latitude: 95, longitude: -73.5 } }),
    });
    expect(offGlobe.status).toBe(400);
    expect((await offGlobe.json()).errors['pin.latitude']).toBe(LISTING_MESSAGES.pin);
  });

  it('without a pin, puts a new listing on its city centre and records that nobody placed it, until the owner does', async () => {
    const { cookie } = await signedInUser(ctx.db);
    const { listing } = await (
      await request(ctx, '/api/listings', { cookie, body: listingInput('Unpinned Quay') })
    ).json();
    const stored = async () => (await ctx.db.select().from(warehouses).where(eq(warehouses.id, listing.id)))[0]!;
    const centre = await placeCentre(ctx.db, 'Montréal', 'QC');
    expect(await stored()).toMatchObject({ ...centre, positionSource: 'city' });
    // The owner's form gets no pin to save back as if placed: it asks for one.
    expect(listing.pin).toBeNull();

    const edit = (body: ReturnType<typeof listingInput>) =>
      request(ctx, `/api/listings/${listing.id}`, { method: 'PATCH', cookie, body });
    await edit(listingInput('Unpinned Quay', { description: 'Still nobody has placed the pin on this building.' }));
    expect((await stored()).positionSource).toBe('city');

    // Confirming the pin where it stood is placing it.
    expect((await edit(listingInput('Unpinned Quay', { pin: centre }))).status).toBe(200);
    expect(await stored()).toMatchObject({ ...centre, positionSource: 'pin' });

    // A new city without a pin is that city's centre again, not placed.
    const laval = listingInput('Unpinned Quay', { city: 'Laval', stateProvince: 'QC' });
    expect((await edit(laval)).status).toBe(200);
    expect(await stored()).toMatchObject({ ...(await placeCentre(ctx.db, 'Laval', 'QC')), positionSource: 'city' });
  });
});
