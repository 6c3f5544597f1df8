import { describe, expect, it } from 'vitest';
import { ConfigError, loadBuildConfig, loadConfig } from '#src/server/config.ts';
import { productionEnv } from '#tests/support/production-env.ts';

describe('loadConfig', () => {
  it('builds e-mail links from the configured site URL and defaults to the local port', () => {
    expect(loadConfig({ SITE_URL: 'https://warehouses.example/' }).siteUrl).toBe('https://warehouses.example');
    expect(loadConfig({ PORT: '5000' }).siteUrl).toBe('http://localhost:5000');
    expect(loadConfig(productionEnv()).production).toBe(true);
  });

  it('runs a fresh checkout with no variables at all, on development stand-ins', () => {
    expect(loadConfig({})).toMatchObject({
      production: false,
      smtpUrl: undefined,
      mailboxDir: '.data/mailbox',
      opsEmail: 'operations@warehousefinder.example',
    });
  });

  it('names every mistake at once, in development too', () => {
    const problems = () => loadConfig({ SEARCH_RATE_LIMIT: '0', SITE_REBUILDS: 'maybe', SMTP_URL: 'http://mail' });
    expect(problems).toThrow(ConfigError);
    expect(problems).toThrow(
      [
        'The configuration has mistakes:',
        '- SMTP_URL must be an smtp:// or smtps:// URL.',
        '- SITE_REBUILDS must be on or off, not maybe.',
        '- SEARCH_RATE_LIMIT must be off or a whole number above 0, not 0.',
      ].join('\n'),
    );
  });
});

describe('production refuses a half-made configuration', () => {
  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['the production context', { CONTEXT: 'production', NETLIFY: 'true' }],
    ['a deploy preview', { CONTEXT: 'deploy-preview', NETLIFY: 'true' }],
  ])('with nothing set under %s, one message names every missing variable', (_, env: Record<string, string>) => {
    let message = '';
    try {
      loadConfig(env);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message.split('\n')[0]).toBe('The production configuration is incomplete:');
    for (const name of [
      env.CONTEXT === 'deploy-preview' ? 'PREVIEW_DATABASE_URL' : 'DATABASE_URL',
      'SITE_URL',
      'SMTP_URL',
      'MAIL_FROM',
      'OPS_EMAIL',
      'ALERT_LINK_SECRET',
      'ADMIN_PATH',
      'NETLIFY_BUILD_HOOK_URL',
      'NETLIFY_DEPLOY_WEBHOOK_SECRET',
    ])
      expect(message).toContain(name);
    expect(message.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(9);
  });

  it.each([
    [
      'an example sender',
      { MAIL_FROM: 'Warehouse Finder <no-reply@warehousefinder.example>' },
      'MAIL_FROM must be a real address',
    ],
    ['an example inbox', { OPS_EMAIL: 'operations@warehousefinder.example' }, 'OPS_EMAIL must be a real address'],
    [
      'the published admin path',
      { ADMIN_PATH: 'ops-console-5f2c8e1a9b7d4630' },
      'ADMIN_PATH must not be the published default',
    ],
    ['a short admin path', { ADMIN_PATH: 'admin' }, 'ADMIN_PATH must be at least 16 characters'],
    ['a short link key', { ALERT_LINK_SECRET: 'secret' }, 'ALERT_LINK_SECRET must be at least 32 characters'],
    [
      'a short deploy notification key',
      { NETLIFY_DEPLOY_WEBHOOK_SECRET: 'secret' },
      'NETLIFY_DEPLOY_WEBHOOK_SECRET must be at least 32 characters',
    ],
    ['a site over http', { SITE_URL: 'http://warehousefinder.ca' }, 'SITE_URL must be an https URL'],
    ['no database', { DATABASE_URL: undefined }, 'Production needs a PostgreSQL database: set DATABASE_URL'],
    ['mail into files', { SMTP_URL: undefined }, 'SMTP_URL is missing'],
  ])('refuses %s', (_, overrides, problem) => {
    expect(() => loadConfig(productionEnv(overrides))).toThrow(problem);
  });

  it("takes Netlify's names for the database and the site", () => {
    const env = productionEnv({
      DATABASE_URL: undefined,
      SITE_URL: undefined,
      NETLIFY_DATABASE_URL: 'postgres://app:secret@ep-quiet-lake-123-pooler.us-east-2.aws.neon.tech/warehouses',
      URL: 'https://warehousefinder.netlify.app',
    });
    expect(loadConfig(env).siteUrl).toBe('https://warehousefinder.netlify.app');
  });

  it.each([
    ['with no database of its own', {}, 'set PREVIEW_DATABASE_URL'],
    [
      "with production's database as its own",
      { PREVIEW_DATABASE_URL: 'postgres://other:pw@ep-quiet-lake-123.us-east-2.aws.neon.tech/warehouses' },
      'PREVIEW_DATABASE_URL names the same database as DATABASE_URL',
    ],
  ])('refuses a deploy preview %s', (_, overrides, problem) => {
    expect(() => loadConfig(productionEnv({ CONTEXT: 'deploy-preview', ...overrides }))).toThrow(problem);
  });

  it('lets a deploy preview run on a branch of its own', () => {
    const preview = productionEnv({
      CONTEXT: 'deploy-preview',
      PREVIEW_DATABASE_URL: 'postgres://app:secret@ep-preview-branch-456-pooler.us-east-2.aws.neon.tech/warehouses',
    });
    expect(loadConfig(preview).production).toBe(true);
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

describe('a site build', () => {
  it('reads the configuration as it was started, not as Astro sets NODE_ENV for every build', () => {
    expect(loadBuildConfig({ NODE_ENV: 'production', SITE_BUILD_NODE_ENV: '' }).production).toBe(false);
    expect(() => loadBuildConfig({ NODE_ENV: 'production', SITE_BUILD_NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadBuildConfig({ NODE_ENV: 'production', NETLIFY: 'true', SITE_BUILD_NODE_ENV: '' })).toThrow(
      ConfigError,
    );
  });
});
