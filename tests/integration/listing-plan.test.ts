import { describe, expect, it } from 'vitest';
import { listingPlanState, type ListingPlanState } from '#src/shared/listing-plan.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import { apiClient, useTestApp, type TestContext } from '#tests/support/app.ts';
import { signedInUser } from '#tests/support/accounts.ts';
import { useBillingApp } from '#tests/support/billing.ts';
import { adminCall, adminListing, signedInAdmin } from '#tests/support/admin.ts';

/** The state with its day only: the owner's answer names days as instants, the admin's as YYYY-MM-DD. */
const byDay = (state: ListingPlanState) =>
  JSON.parse(JSON.stringify(state).replace(/"(\d{4}-\d{2}-\d{2})(T[^"]*)?"/g, '"$1"')) as ListingPlanState;

async function ownerAnswer(ctx: TestContext, cookie: string, id: string) {
  const res = await apiClient(ctx, { cookie }).listings[':id'].$get({ param: { id } });
  expect(res.status).toBe(200);
  if (!res.ok) throw new Error(`the owner's listing answered ${res.status}`);
  return (await res.json()).listing;
}

describe('the plan an owner sees is the plan the admin sees (billing off)', () => {
  const ctx = useTestApp();

  it('reads a paid listing the admin set by hand as paid until its expiry day, on both sides', async () => {
    const { user, cookie } = await signedInUser(ctx.db);
    const listing = await createWarehouse(ctx.db, { userId: user.id });
    const admin = await signedInAdmin(ctx);
    expect(byDay(listingPlanState(await ownerAnswer(ctx, cookie, listing.id), null))).toEqual({ kind: 'not_paid' });

    const before = await adminListing(ctx, admin.cookie, listing.id);
    const saved = await adminCall(ctx, admin.cookie, `/listings/${listing.id}/subscription`, {
      method: 'PUT',
      body: {
        expectedUpdatedAt: before.updatedAt,
        isPaid: true,
        subscriptionPlan: 'monthly',
        paymentDate: '2026-11-01',
        subscriptionExpiryDate: '2027-11-01',
      },
    });
    expect(saved.status).toBe(200);
    const owner = byDay(listingPlanState(await ownerAnswer(ctx, cookie, listing.id), null));
    const adminSees = byDay(listingPlanState(await adminListing(ctx, admin.cookie, listing.id), null));
    expect(owner).toEqual({ kind: 'paid', until: '2027-11-01' });
    expect(adminSees).toEqual(owner);
  });
});

describe('the plan an owner sees is the plan the admin sees (billing on)', () => {
  const { ctx, ownerView, ownListing, paidListing } = useBillingApp();

  async function bothSides(cookie: string, id: string) {
    const admin = await signedInAdmin(ctx);
    const res = await apiClient(ctx, { cookie: admin.cookie }).admin.billing.listings[':id'].$get({ param: { id } });
    if (!res.ok) throw new Error(`the admin's billing answered ${res.status}`);
    const answer = await res.json();
    if (!answer.enabled || !answer.billing) throw new Error('no billing for the admin');
    const owner = await ownerAnswer(ctx, cookie, id);
    return {
      owner: listingPlanState(owner, await ownerView(cookie, id)),
      admin: listingPlanState(await adminListing(ctx, admin.cookie, id), answer.billing),
    };
  }

  it('names the trial and its end day, then the day a payment covers', async () => {
    const trial = await ownListing();
    const onTrial = await bothSides(trial.cookie, trial.listing.id);
    expect(onTrial.owner.kind).toBe('trial');
    expect(onTrial.admin).toEqual(onTrial.owner);

    const paid = await paidListing();
    const afterPaying = await bothSides(paid.cookie, paid.listing.id);
    expect(afterPaying.owner).toMatchObject({ kind: 'paid', until: expect.any(String) });
    expect(afterPaying.admin).toEqual(afterPaying.owner);
  });
});
