import { describe, expect, it } from 'vitest';
import { loadConfig } from '#src/server/config.ts';

describe('loadConfig', () => {
  it('builds e-mail links from the configured site URL and defaults to the local port', () => {
    expect(loadConfig({ SITE_URL: 'https://warehouses.example/' }).siteUrl).toBe('https://warehouses.example');
    expect(loadConfig({ PORT: '5000' }).siteUrl).toBe('http://localhost:5000');
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
  });
});

describe('the search rate limit setting', () => {
  it('allows 120 searches a minute per address unless set to another number or off', () => {
    expect(loadConfig({}).searchesPerMinute).toBe(120);
    expect(loadConfig({ SEARCH_RATE_LIMIT: '600' }).searchesPerMinute).toBe(600);
    expect(loadConfig({ SEARCH_RATE_LIMIT: 'off' }).searchesPerMinute).toBeNull();
  });

  it('stops with a message on a value it does not understand', () => {
    expect(() => loadConfig({ SEARCH_RATE_LIMIT: '0' })).toThrow(
      'SEARCH_RATE_LIMIT must be off or a whole number above 0, not 0.',
    );
  });
});

describe('the billing settings', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICE_ID: 'price_x' };

  it('leaves billing off without Stripe settings, and turns it on with all three, a 30-day trial and 7 days of grace', () => {
    expect(loadConfig({}).billing).toBeNull();
    expect(loadConfig(stripe).billing).toEqual({
      stripeSecretKey: 'sk_live_x',
      stripeWebhookSecret: 'whsec_x',
      stripePriceId: 'price_x',
      trialDays: 30,
      graceDays: 7,
    });
    expect(loadConfig({ ...stripe, BILLING_TRIAL_DAYS: '14', BILLING_GRACE_DAYS: '3' }).billing).toMatchObject({
      trialDays: 14,
      graceDays: 3,
    });
  });

  it('stops with a message when only some Stripe settings are there, or a number of days is not one', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      'Billing needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID; STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID missing.',
    );
    expect(() => loadConfig({ ...stripe, BILLING_GRACE_DAYS: 'a week' })).toThrow(
      'BILLING_GRACE_DAYS must be a whole number of days, not a week.',
    );
  });
});
