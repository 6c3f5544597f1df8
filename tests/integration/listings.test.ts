import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteBuilds, warehouses } from '#db/schema.ts';
import { LISTING_FORM_MESSAGES } from '#src/shared/api/listings.ts';
import { LISTING_MESSAGES } from '#src/shared/validation/listing.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import { request, useTestApp } from '#tests/support/app.ts';
import { signedInUser } from '#tests/support/accounts.ts';
import { auditOf } from '#tests/support/admin.ts';
import { lastMailTo, mailsTo } from '#tests/support/mail.ts';
import { png, postPhoto } from '#tests/support/photos.ts';

let sequence = 0;

/** What the form sends for a complete listing; each call names a new warehouse. */
function listingBody(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: `Harbour Storage ${sequence}`,
    address: '250 Dock Road',
    unitNumber: 'Unit 4',
    city: 'mississauga',
    stateProvince: 'ON',
    country: 'Canada',
    squareFeet: '12,500',
    storageType: ['Dry Storage', 'Cold Storage'],
    storageTermType: 'long-term',
    servicesOffered: ['Storage', 'Cross-Docking / Transloading'],
    contactEmails: ['Leasing@Harbour.example'],
    contactPhones: ['905-555-0101'],
    websiteUrl: 'https://harbour.example',
    description: 'Clean racked space with four dock doors, close to the 401 and Pearson airport.',
    images: [],
    showContactInfo: true,
    forwardQuotesToWarehouse: false,
    ...overrides,
  };
}

const photoUrl = (n: number) => `/api/photos/00000000-0000-4000-8000-${String(n).padStart(12, '0')}-960.webp`;

describe('creating and editing listings', () => {
  const ctx = useTestApp();

  const create = (cookie: string | undefined, body: unknown) => request(ctx, '/api/listings', { body, cookie });
  const edit = (cookie: string | undefined, id: string, body: unknown) =>
    request(ctx, `/api/listings/${id}`, { method: 'PATCH', body, cookie });
  const stored = async (id: string) => (await ctx.db.select().from(warehouses).where(eq(warehouses.id, id)))[0]!;
  const buildRequests = async () =>
    (await ctx.db.select({ requests: siteBuilds.requests }).from(siteBuilds)).reduce((n, b) => n + b.requests, 0);
  const ownListing = async (overrides: Parameters<typeof createWarehouse>[1] = {}) => {
    const owner = await signedInUser(ctx.db);
    const listing = await createWarehouse(ctx.db, { userId: owner.user.id, ...overrides });
    return { ...owner, listing };
  };
  /** The owner's listing as the edit form loads it, changed by `changes`, as the form sends it back. */
  const editedBody = async (cookie: string, id: string, changes: Record<string, unknown>) => {
    const { listing } = await (await request(ctx, `/api/listings/${id}`, { cookie })).json();
    const { name, address, unitNumber, city, stateProvince, country, squareFeet, storageType } = listing;
    const { storageTermType, servicesOffered, contactEmails, contactPhones, websiteUrl, description } = listing;
    const { images, showContactInfo, forwardQuotesToWarehouse } = listing;
    return {
      ...{ name, address, unitNumber, city, stateProvince, country, squareFeet, storageType, storageTermType },
      ...{ servicesOffered, contactEmails, contactPhones, websiteUrl, description, images, showContactInfo },
      forwardQuotesToWarehouse,
      ...changes,
    };
  };

  it('asks anonymous visitors to log in on every endpoint', async () => {
    const { listing } = await ownListing();
    for (const res of [
      await create(undefined, listingBody()),
      await request(ctx, `/api/listings/${listing.id}`),
      await edit(undefined, listing.id, listingBody()),
      await request(ctx, '/api/listings/cities?country=Canada&stateProvince=ON&query=miss'),
      await request(ctx, '/api/listings/not-an-id'),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: LISTING_FORM_MESSAGES.signIn });
    }
  });

  it("puts a new listing on the waitlist, with the gazetteer's city and coordinates, and mails the owner and operations", async () => {
    const { user, cookie } = await signedInUser(ctx.db);
    const builds = await buildRequests();
    const res = await create(cookie, listingBody({ name: 'Waitlist Depot' }));
    expect(res.status).toBe(201);
    const { listing } = await res.json();
    expect(listing).toMatchObject({
      name: 'Waitlist Depot',
      city: 'Mississauga',
      squareFeet: 12500,
      contactEmails: ['leasing@harbour.example'],
      status: 'pending',
      pendingName: null,
      showContactInfo: true,
    });

    const row = await stored(listing.id);
    expect(row.userId).toBe(user.id);
    expect(row.latitude).toBeCloseTo(43.59, 1);
    expect(row.longitude).toBeCloseTo(-79.65, 1);
    expect(row.searchText).toContain('waitlist depot');
    const admin = await signedInUser(ctx.db, { isAdmin: true });
    expect(await auditOf(ctx, admin.cookie, 'listing', listing.id)).toMatchObject([
      {
        action: 'listing.submit',
        actorName: user.username,
        entityName: 'Waitlist Depot',
        changes: { status: { before: null, after: 'pending' }, userId: { before: null, after: user.id } },
      },
    ]);

    const receipt = lastMailTo(ctx.mailer.sent, 'leasing@harbour.example', 'listing_received');
    expect(receipt.subject).toBe('We received your listing "Waitlist Depot"');
    expect(receipt.text).toContain('waitlist');
    expect(receipt.text).toContain(`${ctx.config.siteUrl}/my-warehouses`);
    const notice = lastMailTo(ctx.mailer.sent, ctx.config.opsEmail, 'listing_received_ops');
    expect(notice.subject).toBe('New listing to review: Waitlist Depot');
    expect(notice.text).toContain(user.email);
    expect(notice.text).toContain(`${ctx.config.siteUrl}/${ctx.config.adminPath}`);

    // Nothing public changed: a pending listing asks for no rebuild and is not listed.
    expect(await buildRequests()).toBe(builds);
    expect((await request(ctx, `/api/warehouses/${listing.id}`)).status).toBe(404);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['an empty name', { name: '  ' }, 'name', LISTING_MESSAGES.name],
    ['a name of 121 characters', { name: 'N'.repeat(121) }, 'name', LISTING_MESSAGES.nameTooLong],
    ['an empty address', { address: '' }, 'address', LISTING_MESSAGES.address],
    ['an empty city', { city: '' }, 'city', LISTING_MESSAGES.city],
    ['no country', { country: '' }, 'country', LISTING_MESSAGES.country],
    ['a country we do not serve', { country: 'Mexico' }, 'country', LISTING_MESSAGES.country],
    ['no province', { stateProvince: '' }, 'stateProvince', LISTING_MESSAGES.stateProvince],
    ['a state of the other country', { stateProvince: 'NY' }, 'stateProvince', LISTING_MESSAGES.stateProvince],
    ['499 square feet', { squareFeet: 499 }, 'squareFeet', LISTING_MESSAGES.squareFeet],
    ['a fraction of a square foot', { squareFeet: '1000.5' }, 'squareFeet', LISTING_MESSAGES.squareFeetNumber],
    ['letters for square feet', { squareFeet: 'lots' }, 'squareFeet', LISTING_MESSAGES.squareFeetNumber],
    ['60 million square feet', { squareFeet: 60_000_000 }, 'squareFeet', LISTING_MESSAGES.squareFeetTooLarge],
    ['another storage term', { storageTermType: 'weekly' }, 'storageTermType', LISTING_MESSAGES.storageTermType],
    ['no storage type', { storageType: [] }, 'storageType', LISTING_MESSAGES.storageType],
    ['an unknown storage type', { storageType: ['Moon Storage'] }, 'storageType.0', LISTING_MESSAGES.storageType],
    ['no service', { servicesOffered: [] }, 'servicesOffered', LISTING_MESSAGES.servicesOffered],
    ['no contact e-mail', { contactEmails: [] }, 'contactEmails', LISTING_MESSAGES.contactEmails],
    [
      'an invalid contact e-mail',
      { contactEmails: ['a@b.c', 'nope'] },
      'contactEmails.1',
      LISTING_MESSAGES.contactEmail,
    ],
    [
      'six contact e-mails',
      { contactEmails: Array.from({ length: 6 }, (_, i) => `c${i}@x.example`) },
      'contactEmails',
      `${LISTING_MESSAGES.contactRows} contact emails`,
    ],
    ['no contact phone', { contactPhones: [] }, 'contactPhones', LISTING_MESSAGES.contactPhones],
    ['a blank contact phone', { contactPhones: ['   '] }, 'contactPhones.0', LISTING_MESSAGES.contactPhone],
    ['a website that is no URL', { websiteUrl: 'harbour dot com' }, 'websiteUrl', LISTING_MESSAGES.websiteUrl],
    ['a 9-character description', { description: 'Too short' }, 'description', LISTING_MESSAGES.descriptionShort],
    [
      'a 1001-character description',
      { description: 'd'.repeat(1001) },
      'description',
      LISTING_MESSAGES.descriptionLong,
    ],
    ['eleven photos', { images: Array.from({ length: 11 }, (_, i) => photoUrl(i)) }, 'images', LISTING_MESSAGES.photos],
    ['a photo from elsewhere', { images: ['https://elsewhere.example/a.jpg'] }, 'images.0', LISTING_MESSAGES.photo],
  ];

  it.each(invalid)(
    'refuses %s with the message under its field, storing nothing',
    async (_, change, field, message) => {
      const { user, cookie } = await signedInUser(ctx.db);
      const res = await create(cookie, listingBody(change));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.errors[field]).toBe(message);
      expect(await ctx.db.select().from(warehouses).where(eq(warehouses.userId, user.id))).toHaveLength(0);
    },
  );

  it('accepts an empty website, unit and square footage', async () => {
    const { cookie } = await signedInUser(ctx.db);
    const res = await create(cookie, listingBody({ websiteUrl: '', unitNumber: '', squareFeet: '' }));
    expect(res.status).toBe(201);
    expect((await res.json()).listing).toMatchObject({ websiteUrl: null, unitNumber: null, squareFeet: null });
  });

  it('refuses a name already listed or asked for, whatever its case, with the message under Name', async () => {
    await createWarehouse(ctx.db, { name: 'Maple Leaf Logistics' });
    await createWarehouse(ctx.db, { name: 'Old Name Storage', pendingName: 'Birch Storage' });
    const { cookie } = await signedInUser(ctx.db);
    for (const name of ['Maple Leaf Logistics', 'MAPLE leaf logistics', 'birch storage']) {
      const res = await create(cookie, listingBody({ name }));
      expect(res.status, name).toBe(409);
      expect(await res.json()).toEqual({
        message: LISTING_MESSAGES.nameTaken,
        errors: { name: LISTING_MESSAGES.nameTaken },
      });
    }
  });

  it('refuses a city that is not a place in the chosen province, under City', async () => {
    const { cookie } = await signedInUser(ctx.db);
    for (const place of [
      { city: 'Mississaugaville', stateProvince: 'ON' },
      { city: 'Mississauga', stateProvince: 'QC' },
    ]) {
      const res = await create(cookie, listingBody(place));
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual({ city: LISTING_MESSAGES.cityUnknown });
    }
    const accented = await create(cookie, listingBody({ city: 'montreal', stateProvince: 'QC' }));
    expect((await accented.json()).listing.city).toBe('Montréal');
  });

  it('suggests the places of the chosen province as the city is typed', async () => {
    const { cookie } = await signedInUser(ctx.db);
    const cities = async (query: string) =>
      (await (await request(ctx, `/api/listings/cities?${query}`, { cookie })).json()).cities.map(
        (c: { name: string }) => c.name,
      );
    expect((await cities('country=Canada&stateProvince=ON&query=missi'))[0]).toBe('Mississauga');
    expect(await cities('country=Canada&stateProvince=QC&query=missi')).not.toContain('Mississauga');
    expect(await cities('country=United%20States&stateProvince=NV&query=las')).toContain('Las Vegas');
    expect(await cities('country=Canada&stateProvince=ON&query=')).toEqual([]);
  });

  it('attaches uploaded photos, and refuses photos someone else uploaded', async () => {
    const { cookie } = await signedInUser(ctx.db);
    const urls: string[] = [];
    for (let i = 0; i < 2; i += 1) urls.push((await (await postPhoto(ctx, await png(), cookie)).json()).photo.url);
    const res = await create(cookie, listingBody({ images: urls }));
    expect(res.status).toBe(201);
    expect((await res.json()).listing.images).toEqual(urls);

    const other = await signedInUser(ctx.db);
    const stolen = await create(other.cookie, listingBody({ images: [urls[0]] }));
    expect(stolen.status).toBe(400);
    expect((await stolen.json()).errors).toEqual({ images: LISTING_MESSAGES.photo });
    const never = await create(other.cookie, listingBody({ images: [photoUrl(99)] }));
    expect((await never.json()).errors).toEqual({ images: LISTING_MESSAGES.photo });
  });

  it("answers 403 to someone else's listing and 404 to an unknown one, changing nothing", async () => {
    const { listing } = await ownListing({ name: 'Not Yours Storage' });
    const intruder = await signedInUser(ctx.db);
    const read = await request(ctx, `/api/listings/${listing.id}`, { cookie: intruder.cookie });
    expect(read.status).toBe(403);
    expect(await read.json()).toEqual({ message: LISTING_FORM_MESSAGES.forbidden });
    const write = await edit(intruder.cookie, listing.id, listingBody({ name: 'Mine Now' }));
    expect(write.status).toBe(403);
    expect(await stored(listing.id)).toMatchObject({ name: 'Not Yours Storage', pendingName: null });

    const unknown = await request(ctx, '/api/listings/00000000-0000-4000-8000-000000000000', {
      cookie: intruder.cookie,
    });
    expect(unknown.status).toBe(404);
  });

  it('gives the owner every field of their listing for the edit form', async () => {
    const { cookie, listing } = await ownListing({ status: 'declined', pendingStatusReason: 'Photos missing' });
    const res = await request(ctx, `/api/listings/${listing.id}`, { cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).listing).toMatchObject({
      id: listing.id,
      name: listing.name,
      address: listing.address,
      contactEmails: listing.contactEmails,
      status: 'declined',
      pendingStatusReason: 'Photos missing',
      forwardQuotesToWarehouse: false,
    });
  });

  it('keeps the public name of an active listing until a rename is approved, and applies the other edits at once', async () => {
    const { cookie, listing } = await ownListing({ name: 'Public Name Storage' });
    const body = await editedBody(cookie, listing.id, {
      name: 'Brand New Name Storage',
      description: 'Now with a second loading dock and 24-hour access for tenants.',
      squareFeet: 20000,
    });
    const res = await edit(cookie, listing.id, body);
    expect(res.status).toBe(200);
    expect((await res.json()).listing).toMatchObject({
      name: 'Public Name Storage',
      pendingName: 'Brand New Name Storage',
      status: 'active',
      squareFeet: 20000,
    });
    const publicView = await (await request(ctx, `/api/warehouses/${listing.id}`)).json();
    expect(publicView.warehouse ?? publicView).toMatchObject({
      name: 'Public Name Storage',
      description: 'Now with a second loading dock and 24-hour access for tenants.',
    });
    expect((await stored(listing.id)).pendingNameInitiatedBy).not.toBeNull();

    // The name asked for is taken for everyone else meanwhile.
    const other = await signedInUser(ctx.db);
    expect((await create(other.cookie, listingBody({ name: 'brand new name storage' }))).status).toBe(409);

    // Going back to the public name withdraws the request.
    const back = await edit(cookie, listing.id, { ...body, name: 'Public Name Storage' });
    expect((await back.json()).listing).toMatchObject({ name: 'Public Name Storage', pendingName: null });
  });

  it('renames a pending listing at once, and sends a declined listing that is edited back to review', async () => {
    const pending = await ownListing({ status: 'pending' });
    const renamed = await edit(
      pending.cookie,
      pending.listing.id,
      await editedBody(pending.cookie, pending.listing.id, { name: 'Renamed While Waiting' }),
    );
    expect((await renamed.json()).listing).toMatchObject({
      name: 'Renamed While Waiting',
      pendingName: null,
      status: 'pending',
    });

    const declined = await ownListing({ status: 'declined', pendingStatusReason: 'Address incomplete' });
    const fixed = await edit(
      declined.cookie,
      declined.listing.id,
      await editedBody(declined.cookie, declined.listing.id, { address: '100 Test Street, Building B' }),
    );
    expect(fixed.status).toBe(200);
    expect((await fixed.json()).listing).toMatchObject({
      status: 'pending',
      pendingStatusReason: null,
      address: '100 Test Street, Building B',
    });

    // The audit log holds the status change the save made, by the owner; the pending rename changed no status.
    const admin = await signedInUser(ctx.db, { isAdmin: true });
    expect(await auditOf(ctx, admin.cookie, 'listing', declined.listing.id)).toMatchObject([
      {
        action: 'listing.resubmit',
        actorId: declined.user.id,
        changes: { status: { before: 'declined', after: 'pending' } },
      },
    ]);
    expect(await auditOf(ctx, admin.cookie, 'listing', pending.listing.id)).toEqual([]);
  });

  it('moves a listing to a new city with its coordinates, and refuses an unknown one', async () => {
    const { cookie, listing } = await ownListing({ status: 'pending' });
    const moved = await edit(cookie, listing.id, await editedBody(cookie, listing.id, { city: 'Ottawa' }));
    expect((await moved.json()).listing.city).toBe('Ottawa');
    expect((await stored(listing.id)).longitude).toBeCloseTo(-75.7, 0);

    const nowhere = await edit(cookie, listing.id, await editedBody(cookie, listing.id, { city: 'Atlantis' }));
    expect(nowhere.status).toBe(400);
    expect((await nowhere.json()).errors).toEqual({ city: LISTING_MESSAGES.cityUnknown });
    expect((await stored(listing.id)).city).toBe('Ottawa');
  });

  it("refuses to take another listing's name on edit, under Name", async () => {
    await createWarehouse(ctx.db, { name: 'Taken Name Depot' });
    const { cookie, listing } = await ownListing({ status: 'pending' });
    const res = await edit(cookie, listing.id, await editedBody(cookie, listing.id, { name: 'taken name depot' }));
    expect(res.status).toBe(409);
    expect((await res.json()).errors).toEqual({ name: LISTING_MESSAGES.nameTaken });
  });

  it('asks for a site rebuild when an edit changes what an active listing shows', async () => {
    const { cookie, listing } = await ownListing();
    const before = await buildRequests();
    await edit(cookie, listing.id, await editedBody(cookie, listing.id, { description: 'Now with a heated bay.' }));
    expect(await buildRequests()).toBe(before + 1);
  });

  it('sends the receipt to every contact e-mail', async () => {
    const { cookie } = await signedInUser(ctx.db);
    await create(
      cookie,
      listingBody({ name: 'Two Inbox Depot', contactEmails: ['one@depot.example', 'two@depot.example'] }),
    );
    for (const to of ['one@depot.example', 'two@depot.example']) {
      expect(mailsTo(ctx.mailer.sent, to, 'listing_received')).toHaveLength(1);
    }
  });

  it('refuses a 21st listing submit within the hour, valid or not, telling how long to wait', async () => {
    const { cookie } = await signedInUser(ctx.db);
    for (let i = 0; i < 20; i += 1) expect((await create(cookie, listingBody({ name: '' }))).status).toBe(400);
    const res = await create(cookie, listingBody());
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await res.json()).message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    // Another owner is not held back.
    expect((await create((await signedInUser(ctx.db)).cookie, listingBody())).status).toBe(201);
  });
});
