import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { testClient } from 'hono/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactInquiries, events, favorites, quoteRequests, users, warehouses, type Warehouse } from '#db/schema.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '#src/tools/demo/demo-data.ts';
import { verifyPassword } from '#src/server/auth/password.ts';
import { listingStatsFor } from '#src/server/listings/listing-stats.ts';
import { IMAGE_WIDTHS } from '#src/shared/warehouse.ts';
import { MIN_SQUARE_FEET, SERVICES, STORAGE_TYPES } from '#src/shared/catalog.ts';
import { haversineKm } from '#src/shared/geo.ts';
import { useTestApp } from '#tests/support/app.ts';

const MISSISSAUGA = { latitude: 43.5789, longitude: -79.6583 };
const RENO = { latitude: 39.5296, longitude: -119.8138 };

const located = (w: Warehouse) => ({ latitude: w.latitude!, longitude: w.longitude! });

describe('demo data', () => {
  const ctx = useTestApp();
  let all: Warehouse[];
  let result: { warehouses: number; users: number };

  beforeAll(async () => {
    result = await seedDemoData(ctx.db);
    all = await ctx.db.select().from(warehouses);
  });

  it('lists about sixty warehouses with unique names', () => {
    expect(result.warehouses).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(55);
    expect(all.length).toBeLessThanOrEqual(65);
    expect(new Set(all.map((w) => w.name)).size).toBe(all.length);
  });

  it('shows "Owner verified" only on listings of owners whose business the demo admin checked', async () => {
    const [owner] = await ctx.db.select().from(users).where(eq(users.username, DEMO_ACCOUNTS.owner.username));
    const verified = all.filter((w) => w.ownerVerified && w.status === 'active');
    expect(verified.length).toBeGreaterThanOrEqual(10);
    expect(all.filter((w) => w.userId === owner!.id).every((w) => w.ownerVerified)).toBe(true);
    // Unowned listings, and those of members nobody checked, have no badge.
    expect(all.filter((w) => w.userId === null).some((w) => w.ownerVerified)).toBe(false);
    expect(all.some((w) => w.userId !== null && !w.ownerVerified)).toBe(true);
  });

  it('makes every active listing findable: coordinates, storage types and services from the catalog', () => {
    const active = all.filter((w) => w.status === 'active');
    expect(active.length).toBeGreaterThanOrEqual(45);
    for (const w of active) {
      expect(w.latitude, w.name).not.toBeNull();
      expect(w.longitude, w.name).not.toBeNull();
      expect(w.storageType.length, w.name).toBeGreaterThan(0);
      expect(w.servicesOffered.length, w.name).toBeGreaterThan(0);
      expect(
        w.storageType.every((t) => (STORAGE_TYPES as readonly string[]).includes(t)),
        w.name,
      ).toBe(true);
      expect(
        w.servicesOffered.every((s) => (SERVICES as readonly string[]).includes(s)),
        w.name,
      ).toBe(true);
      expect(w.searchText, w.name).not.toBe('');
    }
  });

  it('places each listing at its own building, not on its city centre: two Toronto listings are kilometres apart', () => {
    const points = new Set(all.map((w) => `${w.latitude},${w.longitude}`));
    expect(points.size).toBe(all.length);
    const toronto = all.filter((w) => w.city === 'Toronto');
    expect(toronto.length).toBeGreaterThanOrEqual(2);
    const commissioners = toronto.find((w) => w.address === '45 Commissioners Street')!;
    const ellesmere = toronto.find((w) => w.address === '1225 Ellesmere Road')!;
    expect(haversineKm(located(commissioners), located(ellesmere))).toBeGreaterThan(10);
  });

  it('follows the listing rules: square feet, description length, contacts', () => {
    for (const w of all) {
      if (w.squareFeet !== null) expect(w.squareFeet, w.name).toBeGreaterThanOrEqual(MIN_SQUARE_FEET);
      expect(w.description.length, w.name).toBeGreaterThanOrEqual(150);
      expect(w.description.length, w.name).toBeLessThanOrEqual(600);
      expect(w.contactEmails.length, w.name).toBeGreaterThan(0);
      expect(w.contactPhones.length, w.name).toBeGreaterThan(0);
    }
    expect(all.some((w) => w.squareFeet === null)).toBe(true);
  });

  it('has listings waiting for review, paused and declined (with the reason the owner sees)', () => {
    const byStatus = (s: string) => all.filter((w) => w.status === s);
    expect(byStatus('pending').length).toBeGreaterThanOrEqual(4);
    expect(byStatus('paused')).toHaveLength(2);
    expect(byStatus('declined')).toHaveLength(2);
    for (const w of byStatus('declined')) expect(w.pendingStatusReason, w.name).toBeTruthy();
  });

  it('has at least three active cold-storage warehouses within 50 km of Mississauga', () => {
    const near = all.filter(
      (w) =>
        w.status === 'active' && w.storageType.includes('Cold Storage') && haversineKm(MISSISSAUGA, located(w)) <= 50,
    );
    expect(near.length).toBeGreaterThanOrEqual(3);
    expect(near.some((w) => w.squareFeet === null || w.squareFeet >= 5000)).toBe(true);
  });

  it('fills the home page\'s "Featured Canadian Warehouse Facilities" with Canadian listings', async () => {
    const res = await testClient(ctx.app).api.warehouses.$get({ query: { limit: '3', offset: '0' } });
    const { warehouses: featured } = await res.json();
    expect(featured.map((w) => w.country)).toEqual(['Canada', 'Canada', 'Canada']);
  });

  it('has active listings in Reno/Sparks', () => {
    const reno = all.filter((w) => w.status === 'active' && haversineKm(RENO, located(w)) <= 20);
    expect(reno.length).toBeGreaterThanOrEqual(2);
  });

  it('points every picture at files that exist in all three widths, and leaves a few listings without', () => {
    const urls = new Set(all.flatMap((w) => w.images));
    expect(urls.size).toBeGreaterThanOrEqual(10);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/demo\/[a-z-]+-960\.webp$/);
      for (const width of IMAGE_WIDTHS) {
        const file = path.join('public', url.replace(/-960\.webp$/, `-${width}.webp`));
        expect(existsSync(file), file).toBe(true);
      }
    }
    for (const w of all) expect(w.images.length, w.name).toBeLessThanOrEqual(4);
    expect(all.filter((w) => w.images.length === 0).length).toBeGreaterThanOrEqual(2);
  });

  it('gives the demo owner about fifteen listings and a password that signs in', async () => {
    const [owner] = await ctx.db.select().from(users).where(eq(users.username, DEMO_ACCOUNTS.owner.username));
    expect(owner).toBeDefined();
    expect(owner!.email).toBe(DEMO_ACCOUNTS.owner.email);
    expect(owner!.emailVerified).toBe(true);
    expect(owner!.isAdmin).toBe(false);
    const owned = all.filter((w) => w.userId === owner!.id);
    expect(owned.length).toBeGreaterThanOrEqual(13);
    expect(owned.length).toBeLessThanOrEqual(17);
    expect(await verifyPassword(DEMO_ACCOUNTS.owner.password, owner!.password!)).toBe(true);
    expect(await verifyPassword('wrong-password', owner!.password!)).toBe(false);
  });

  it('makes the demo admin an administrator', async () => {
    const [admin] = await ctx.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    expect(admin?.isAdmin).toBe(true);
    expect(admin?.emailVerified).toBe(true);
    expect(await verifyPassword(DEMO_ACCOUNTS.admin.password, admin!.password!)).toBe(true);
  });

  it('records favorites, searches and clicks so the dashboards are not empty', async () => {
    const favoriteCount = await ctx.db.$count(favorites);
    expect(favoriteCount).toBeGreaterThan(0);
    const counts = await ctx.db
      .select({ type: events.type, n: sql<number>`count(*)::int` })
      .from(events)
      .groupBy(events.type);
    const byType = Object.fromEntries(counts.map((c) => [c.type, c.n]));
    expect(byType.search).toBeGreaterThan(0);
    expect(byType.warehouse_click).toBeGreaterThan(0);
    expect(byType.favorite_add).toBe(favoriteCount);
  });

  it("gives the demo owner's listings a month of views, clicks, quote requests and favorites", async () => {
    const [owner] = await ctx.db.select().from(users).where(eq(users.username, DEMO_ACCOUNTS.owner.username));
    const { days, listings } = await listingStatsFor(ctx.db, owner!.id);
    const owned = Object.values(listings);
    expect(owned.length).toBe(all.filter((w) => w.userId === owner!.id).length);
    const viewsPerDay = days.map((_, i) => owned.reduce((sum, s) => sum + s.views[i]!, 0));
    // Today has only just begun shortly after midnight UTC; every earlier day has views.
    expect(viewsPerDay.slice(0, -1).every((n) => n > 0)).toBe(true);
    expect(viewsPerDay.reduce((a, b) => a + b, 0)).toBeGreaterThan(1000);
    const total = (metric: 'views' | 'clicks' | 'quotes' | 'favorites') =>
      owned.reduce((sum, s) => sum + s.totals[metric], 0);
    expect(total('clicks')).toBeGreaterThan(100);
    expect(total('clicks')).toBeLessThan(total('views'));
    expect(total('quotes')).toBeGreaterThanOrEqual(5);
    expect(total('favorites')).toBeGreaterThanOrEqual(5);
    const active = all.filter((w) => w.userId === owner!.id && w.status === 'active');
    for (const w of active) expect(listings[w.id]!.totals.views, w.name).toBeGreaterThan(0);
  });

  it('gives the review queue listings of different ages, each submitted by an account', () => {
    const pending = all.filter((w) => w.status === 'pending');
    const ages = pending.map((w) => Math.floor((Date.now() - w.createdAt.getTime()) / 86_400_000));
    expect(new Set(ages).size).toBe(pending.length);
    expect(Math.min(...ages)).toBeLessThanOrEqual(1);
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(7);
    expect(Math.max(...ages)).toBeLessThan(30);
    for (const w of pending) expect(w.userId, w.name).not.toBeNull();
    const pausedByAdmin = all.filter((w) => w.status === 'paused' && w.pausedBy === 'admin');
    expect(pausedByAdmin).toHaveLength(1);
    expect(pausedByAdmin[0]!.pendingStatusReason).toBeTruthy();
  });

  it('gives the admin overview a month of searches over popular places, quote requests and inquiries', async () => {
    const searches = await ctx.db.select().from(events).where(eq(events.type, 'search'));
    const days = new Set(searches.map((e) => e.occurredAt.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(29);
    const placeNames = searches.map((e) => (JSON.parse(e.payload) as { place: { name: string } | null }).place?.name);
    for (const name of ['Toronto', 'Mississauga', 'Vancouver', 'Reno', 'Chicago']) expect(placeNames).toContain(name);
    for (const e of searches.slice(0, 20)) {
      expect(Object.keys(JSON.parse(e.payload)).sort()).toEqual(
        ['filters', 'interpretedAs', 'place', 'query', 'region', 'resultCount'].sort(),
      );
    }
    const quotes = await ctx.db.select().from(quoteRequests);
    expect(quotes.length).toBeGreaterThanOrEqual(8);
    expect(quotes.every((q) => q.deliveryStatus === 'sent')).toBe(true);
    // The owner's leads and the admin's inbox name the listing from the request itself.
    const listingOf = new Map(all.map((w) => [w.id, w]));
    for (const q of quotes) {
      const listing = listingOf.get(q.warehouseId!)!;
      expect([q.listingName, q.listingCity]).toEqual([listing.name, listing.city]);
    }
    const inquiries = await ctx.db.select().from(contactInquiries);
    expect(inquiries.length).toBeGreaterThanOrEqual(5);
    expect(inquiries.some((i) => i.handledAt)).toBe(true);
    expect(inquiries.some((i) => !i.handledAt)).toBe(true);
  });

  it('spreads last updates over weeks so "most recent first" is a real order', () => {
    const times = all.map((w) => w.updatedAt.getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(30 * 24 * 3_600_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
  });
});
