import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savedSearchDeliveries, savedSearches, warehouses } from '#db/schema.ts';
import { runSearchAlerts } from '#src/server/alerts/alert-run.ts';
import { createSavedSearch } from '#src/server/alerts/saved-searches.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { emptyCriteria, type SearchCriteria } from '#src/shared/search-url.ts';
import type { AlertFrequency } from '#src/shared/saved-searches.ts';
import { signedInUser } from '#tests/support/accounts.ts';
import { request, useTestApp } from '#tests/support/app.ts';
import { createUser, createWarehouse } from '#tests/support/factories.ts';
import { linkFrom, mailsTo } from '#tests/support/mail.ts';

const MINUTE = 60_000;

describe('saved-search alerts', () => {
  const ctx = useTestApp();
  /** A fake clock per test: every run and save happens at a time the test names. */
  const at = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);
  let clockStart = Date.UTC(2030, 0, 1);
  const freshStart = () => new Date((clockStart += 400 * 24 * 60 * MINUTE));

  async function savedSearch(
    start: Date,
    criteria: Partial<SearchCriteria>,
    frequency: AlertFrequency = 'instant',
    name = 'Cold near Toronto',
    locale = 'en',
  ) {
    const user = await createUser(ctx.db, { locale });
    const saved = await createSavedSearch(
      ctx.db,
      user.id,
      { name, frequency, criteria: { ...emptyCriteria(), ...criteria } },
      start,
    );
    if (!saved.ok) throw new Error('not saved');
    return { user, search: saved.savedSearch };
  }

  const listed = (when: Date, overrides: Parameters<typeof createWarehouse>[1] = {}) =>
    createWarehouse(ctx.db, { reviewedAt: when, ...overrides });

  async function run(now: Date) {
    const result = await runSearchAlerts(ctx.deps, now);
    await ctx.outbox.drain();
    return result;
  }
  const alertsTo = (email: string) => mailsTo(ctx.mailer.sent, email, 'search_alert');

  it('mails the new listings that match the place, radius and filters, and nothing older or elsewhere', async () => {
    const start = freshStart();
    const { user } = await savedSearch(start, {
      query: 'Toronto',
      distance: 30,
      storageTypesOffered: ['Cold Storage'],
    });
    await listed(at(start, -60), { name: 'Old Cold Toronto', storageType: ['Cold Storage'] });
    await listed(at(start, 2), { name: 'New Cold Toronto', storageType: ['Cold Storage'] });
    await listed(at(start, 3), { name: 'New Dry Toronto', storageType: ['Dry Storage'] });
    await listed(at(start, 4), {
      name: 'New Cold Vancouver',
      storageType: ['Cold Storage'],
      city: 'Vancouver',
      stateProvince: 'BC',
    });
    await listed(at(start, 5), { name: 'Pending Cold Toronto', storageType: ['Cold Storage'], status: 'pending' });

    await run(at(start, 10));
    const [mail, ...more] = alertsTo(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('1 new warehouse matches "Cold near Toronto"');
    expect(mail!.text).toContain('New Cold Toronto');
    for (const other of ['Old Cold', 'New Dry', 'Vancouver', 'Pending']) expect(mail!.text).not.toContain(other);
    // The "see all" link is the saved search on /search, newest first.
    const seeAll = linkFrom(mail!, '/search');
    expect(seeAll.searchParams.get('query')).toBe('Toronto');
    expect(seeAll.searchParams.get('sort')).toBe('newest');
  });

  it("is written in its account's language: a French account's alert is in French, its links on /fr pages", async () => {
    const start = freshStart();
    const { user } = await savedSearch(start, { query: 'Toronto', distance: 30 }, 'instant', 'Froid à Toronto', 'fr');
    await listed(at(start, 2), { name: 'Entrepôt Nouveau Toronto' });

    await run(at(start, 10));
    const [mail] = alertsTo(user.email);
    expect(mail!.subject).toBe(m.alert_mail_subject_one({ name: 'Froid à Toronto' }, { locale: 'fr' }));
    expect(mail!.text).toContain(m.alert_mail_intro({ name: 'Froid à Toronto' }, { locale: 'fr' }));
    expect(mail!.text).toContain(m.alert_mail_unsubscribe({}, { locale: 'fr' }));
    expect(mail!.html).toContain('<html lang="fr-CA">');
    expect(linkFrom(mail!, '/fr/search').searchParams.get('query')).toBe('Toronto');
    linkFrom(mail!, '/fr/saved-searches');
    linkFrom(mail!, '/fr/unsubscribe');
  });

  it('matches a free-text search with the search’s own text filter, and its other filters with it', async () => {
    const start = freshStart();
    const { user } = await savedSearch(start, { query: 'bonded customs' }, 'instant', 'Bonded');
    const filtered = await savedSearch(
      start,
      { query: 'bonded customs', storageTypesOffered: ['Cold Storage'] },
      'instant',
      'Cold bonded',
    );
    await listed(at(start, 1), {
      name: 'Harbour Bonded Customs Yard',
      description: 'A bonded customs yard by the port.',
      storageType: ['Bonded Storage'],
    });
    await listed(at(start, 1), {
      name: 'Frozen Bonded Customs Store',
      description: 'Bonded customs cold rooms.',
      storageType: ['Cold Storage'],
    });
    await listed(at(start, 1), { name: 'Plain Shed Storage', storageType: ['Cold Storage'] });
    await run(at(start, 5));
    const [mail] = alertsTo(user.email);
    expect(mail!.text).toContain('Harbour Bonded Customs Yard');
    expect(mail!.text).toContain('Frozen Bonded Customs Store');
    expect(mail!.text).not.toContain('Plain Shed Storage');
    const [cold] = alertsTo(filtered.user.email);
    expect(cold!.text).toContain('Frozen Bonded Customs Store');
    expect(cold!.text).not.toContain('Harbour Bonded Customs Yard');
    expect(cold!.text).not.toContain('Plain Shed Storage');
  });

  it('sends nothing when nothing is new, and never the same listing twice', async () => {
    const start = freshStart();
    const { user } = await savedSearch(start, { query: 'Hamilton, ON' }, 'instant', 'Hamilton');
    await run(at(start, 20));
    expect(alertsTo(user.email)).toEqual([]);

    const w = await listed(at(start, 21), { name: 'Hamilton Once', city: 'Hamilton' });
    await run(at(start, 22));
    expect(alertsTo(user.email)).toHaveLength(1);
    // Re-approved later (a new reviewed_at): still not mailed again.
    await ctx.db
      .update(warehouses)
      .set({ reviewedAt: at(start, 40) })
      .where(eq(warehouses.id, w.id));
    await run(at(start, 60));
    expect(alertsTo(user.email)).toHaveLength(1);
  });

  it('shows at most 10 cards, and a "see all" link for the rest', async () => {
    const start = freshStart();
    const { user, search } = await savedSearch(start, { query: 'Ottawa', distance: 50 }, 'daily', 'Ottawa');
    for (let i = 0; i < 12; i++) await listed(at(start, 1 + i), { name: `Ottawa Bay ${i + 1}`, city: 'Ottawa' });
    await run(at(start, 30));
    const [mail] = alertsTo(user.email);
    expect(mail!.subject).toBe('12 new warehouses match "Ottawa"');
    expect(mail!.text.match(/Ottawa Bay \d+\n/g)).toHaveLength(10);
    // Newest first: the two oldest are behind the link.
    expect(mail!.text).toContain('Ottawa Bay 12\n');
    expect(mail!.text).not.toContain('Ottawa Bay 1\n');
    expect(mail!.text).toContain('See all 12 new matches: http');

    // The two behind the link were not sent as cards: they are not recorded as delivered.
    const delivered = await ctx.db
      .select()
      .from(savedSearchDeliveries)
      .where(eq(savedSearchDeliveries.savedSearchId, search.id));
    expect(delivered).toHaveLength(10);
  });

  it('keeps to the frequency: instant at most every 15 minutes, daily once a day, off never', async () => {
    const start = freshStart();
    const instant = await savedSearch(start, { query: 'Calgary' }, 'instant', 'Calgary instant');
    const daily = await savedSearch(start, { query: 'Calgary' }, 'daily', 'Calgary daily');
    const off = await savedSearch(start, { query: 'Calgary' }, 'off', 'Calgary off');
    const calgary = { city: 'Calgary', stateProvince: 'AB' };

    await listed(at(start, 1), { name: 'Calgary First', ...calgary });
    await run(at(start, 2));
    expect(alertsTo(instant.user.email)).toHaveLength(1);
    expect(alertsTo(daily.user.email)).toHaveLength(1);

    await listed(at(start, 3), { name: 'Calgary Second', ...calgary });
    await run(at(start, 10));
    expect(alertsTo(instant.user.email)).toHaveLength(1);
    await run(at(start, 17));
    expect(alertsTo(instant.user.email)).toHaveLength(2);
    expect(alertsTo(instant.user.email)[1]!.text).toContain('Calgary Second');
    expect(alertsTo(daily.user.email)).toHaveLength(1);

    await run(at(start, 24 * 60 + 2));
    expect(alertsTo(daily.user.email)).toHaveLength(2);
    expect(alertsTo(daily.user.email)[1]!.text).toContain('Calgary Second');
    expect(alertsTo(off.user.email)).toEqual([]);
  });

  it('unsubscribes in one click by the signed token, without a session or the site’s origin', async () => {
    const start = freshStart();
    const { user, search } = await savedSearch(start, { query: 'Winnipeg' }, 'instant', 'Winnipeg');
    await listed(at(start, 1), { name: 'Winnipeg Cold', city: 'Winnipeg', stateProvince: 'MB' });
    await run(at(start, 2));
    const sent = ctx.mailer.sent.filter((m) => m.kind === 'search_alert' && m.to === user.email);
    const headers = sent[0]!.headers!;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const [https, mailto] = headers['List-Unsubscribe']!.split(', ').map((h) => h.slice(1, -1));
    expect(mailto).toMatch(/^mailto:/);
    const oneClick = new URL(https!);
    expect(oneClick.protocol + oneClick.pathname).toBe('http:/api/alerts/unsubscribe');
    // The visible link opens a page that asks before anything changes.
    expect(linkFrom(sent[0]!, '/unsubscribe').searchParams.get('token')).toBe(oneClick.searchParams.get('token'));

    // Opened rather than posted (an older mail client), the address leads to the page that asks first.
    const opened = await request(ctx, oneClick.pathname + oneClick.search);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/unsubscribe${oneClick.search}`);

    // A forged token (another search's id with this signature) changes nothing.
    const other = await savedSearch(start, { query: 'Winnipeg' });
    const forged = `${other.search.id}.${oneClick.searchParams.get('token')!.split('.')[1]}`;
    const refused = await request(ctx, `/api/alerts/unsubscribe?token=${encodeURIComponent(forged)}`, {
      method: 'POST',
    });
    expect(refused.status).toBe(404);

    // As a mail provider sends it (RFC 8058): a form POST from its own origin, no cookie.
    const res = await ctx.app.request(oneClick.toString(), {
      method: 'POST',
      headers: {
        origin: 'https://mail.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true, name: 'Winnipeg' });
    const [row] = await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row!.frequency).toBe('off');
    const [otherRow] = await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, other.search.id));
    expect(otherRow!.frequency).toBe('instant');

    await listed(at(start, 30), { name: 'Winnipeg Later', city: 'Winnipeg', stateProvince: 'MB' });
    await run(at(start, 40));
    expect(alertsTo(user.email)).toHaveLength(1);
  });
});

describe('/api/saved-searches', () => {
  const ctx = useTestApp();
  const criteria = { ...emptyCriteria(), query: 'Toronto', servicesOffered: ['Cross-Docking / Transloading'] };

  it('asks a visitor to log in', async () => {
    const res = await request(ctx, '/api/saved-searches', { body: { name: 'x', frequency: 'daily', criteria } });
    expect(res.status).toBe(401);
  });

  it('saves, lists, renames, re-times and deletes the owner’s searches; another account gets a 404', async () => {
    const { cookie } = await signedInUser(ctx.db);
    const stranger = await signedInUser(ctx.db);
    const created = await request(ctx, '/api/saved-searches', {
      cookie,
      body: { name: '  Toronto cross-dock ', frequency: 'weekly', criteria },
    });
    expect(created.status).toBe(201);
    const { savedSearch } = await created.json();
    expect(savedSearch).toMatchObject({ name: 'Toronto cross-dock', frequency: 'weekly', criteria });

    const invalid = await request(ctx, '/api/saved-searches', {
      cookie,
      body: { name: '', frequency: 'hourly', criteria },
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors).toMatchObject({ name: 'Please give the search a name' });

    const path = `/api/saved-searches/${savedSearch.id}`;
    for (const [method, body] of [
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await request(ctx, path, { method, body, cookie: stranger.cookie });
      expect(res.status, method).toBe(404);
    }
    const renamed = await request(ctx, path, { method: 'PATCH', cookie, body: { name: 'Downtown', frequency: 'off' } });
    expect((await renamed.json()).savedSearch).toMatchObject({ name: 'Downtown', frequency: 'off' });

    const list = await (await request(ctx, '/api/saved-searches', { cookie })).json();
    expect(list.savedSearches.map((s: { name: string }) => s.name)).toEqual(['Downtown']);
    expect(
      (await (await request(ctx, '/api/saved-searches', { cookie: stranger.cookie })).json()).savedSearches,
    ).toEqual([]);

    expect((await request(ctx, path, { method: 'DELETE', cookie })).status).toBe(200);
    expect((await (await request(ctx, '/api/saved-searches', { cookie })).json()).savedSearches).toEqual([]);
  });
});
