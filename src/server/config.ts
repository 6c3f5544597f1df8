import { siteOrigin } from '#src/shared/site.ts';
import { geocoderConfig, type GeocoderConfig } from './geocoding/geocoder-config.ts';

/** Server configuration, read once from the environment. Secrets never leave the server. */
export interface AppConfig {
  /** Public origin of the site; every link in an e-mail is built from it, never from the Host header. */
  siteUrl: string;
  production: boolean;
  /**
   * Name of the session cookie. Over https the `__Host-` prefix makes browsers insist on Secure,
   * Path=/ and no Domain, so no sibling host can set or read it; over http they refuse the prefix.
   */
  sessionCookie: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Where messages go when no SMTP server is configured. */
  mailboxDir: string;
  /** The site's operations inbox: quote requests, new listings, contact inquiries. */
  opsEmail: string;
  /** Where listing photos are kept when Netlify Blobs is not in use (photos/photo-store.ts). */
  photosDir: string;
  /** Obscure path of the admin dashboard (without slashes). Not a protection: admin APIs check isAdmin. */
  adminPath: string;
  /** Netlify's build hook, POSTed to (debounced) when listings change (rebuilds/build-hook.ts). */
  buildHookUrl?: string;
  /** Whether the local server rebuilds the site in the background after listing changes (rebuilds/local-builder.ts). */
  localRebuilds: boolean;
  /** How long the local server waits after the last request before it rebuilds, so a burst makes one build. */
  rebuildQuietMs: number;
  /**
   * Searches a minute one address may make (RATE_LIMITS.searchPerIp), or null for no limit: the
   * benchmarks and browser tests send every search from one address (docs/decisions/search.md).
   */
  searchesPerMinute: number | null;
  /** The address geocoder the listing form's pin starts from, or null (the default): pins are placed by hand. */
  geocoder: GeocoderConfig | null;
  /** The map's style (MapLibre style JSON URL) the pages load when a map is shown. */
  mapStyleUrl: string;
  /** Self-serve billing through Stripe, or null: the manual mode, where admins set the subscription fields (docs/decisions/billing.md). */
  billing: BillingConfig | null;
  /** The sign-in providers whose client id is set; a provider left out shows no button (docs/decisions/sign-in-providers.md). */
  signInProviders: Partial<Record<SignInProvider, SignInProviderConfig>>;
  /**
   * The key that signs saved-search unsubscribe links (alerts/unsubscribe-token.ts). Required in
   * production; outside it a fixed development key stands in.
   */
  alertLinkSecret: string | undefined;
  /** How often the local server runs the saved-search alerts (on Netlify: netlify/functions/alerts.ts). */
  alertRunIntervalMs: number;
}

/** Signs unsubscribe links outside production only: anyone can read it here. */
const DEVELOPMENT_ALERT_LINK_SECRET = 'development-only-alert-link-key';

export type SignInProvider = 'google' | 'microsoft';

/** One OpenID Connect provider: its client, and the issuer whose discovery document names its endpoints. */
export interface SignInProviderConfig {
  clientId: string;
  clientSecret: string;
  /**
   * Where `/.well-known/openid-configuration` is read. Google's is its issuer; Microsoft's
   * `/common/v2.0` document names the issuer as a template with `{tenantid}`, which each token's
   * own `tid` fills in. Tests point both at a local mock.
   */
  discoveryUrl: string;
}

const PROVIDER_DEFAULTS: Record<SignInProvider, { env: string; discoveryUrl: string }> = {
  google: { env: 'GOOGLE', discoveryUrl: 'https://accounts.google.com' },
  microsoft: { env: 'MICROSOFT', discoveryUrl: 'https://login.microsoftonline.com/common/v2.0' },
};

/** A provider counts as configured once its client id is set; its secret must then be set too. */
export function signInProvidersFrom(env: Record<string, string | undefined>): AppConfig['signInProviders'] {
  const providers: AppConfig['signInProviders'] = {};
  for (const [provider, { env: prefix, discoveryUrl }] of Object.entries(PROVIDER_DEFAULTS)) {
    const clientId = env[`${prefix}_CLIENT_ID`];
    if (!clientId) continue;
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (!clientSecret) throw new Error(`${prefix}_CLIENT_ID is set, so ${prefix}_CLIENT_SECRET must be set too.`);
    providers[provider as SignInProvider] = {
      clientId,
      clientSecret,
      discoveryUrl: (env[`${prefix}_DISCOVERY_URL`] || discoveryUrl).replace(/\/$/, ''),
    };
  }
  return providers;
}

export interface BillingConfig {
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  /** The monthly price every subscription is for. */
  stripePriceId: string;
  /** Stripe's API origin when it is not Stripe's own: the tests' local stand-in. */
  stripeApiUrl?: string;
  /** The coupon (or promo_… promotion code) an admin's early-partner grant applies unless they name another. */
  earlyPartnerDiscount?: string;
  trialDays: number;
  graceDays: number;
}

/** A listing's free trial from its first day live, and how long an unpaid listing stays up after cover ends. */
const DEFAULT_TRIAL_DAYS = 30;
const DEFAULT_GRACE_DAYS = 7;

/** OpenFreeMap's free, keyless vector style (docs/decisions/maps.md). */
const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

const DEFAULT_ADMIN_PATH = 'ops-console-5f2c8e1a9b7d4630';

/** Two searches a second for a whole minute: more than a person clicking filters, far less than a scraper. */
const DEFAULT_SEARCHES_PER_MINUTE = 120;

/** A production configuration: NODE_ENV=production, or any site Netlify runs (production context or not). */
export function isProduction(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV === 'production' || env.CONTEXT === 'production' || env.NETLIFY === 'true';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const production = isProduction(env);
  return {
    siteUrl: siteOrigin(env),
    production,
    sessionCookie: production ? '__Host-sid' : 'sid',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Warehouse Finder <no-reply@warehousefinder.example>',
    mailboxDir: env.MAILBOX_DIR || '.data/mailbox',
    opsEmail: env.OPS_EMAIL || 'operations@warehousefinder.example',
    adminPath: env.ADMIN_PATH || DEFAULT_ADMIN_PATH,
    photosDir: env.PHOTOS_DIR || '.data/photos',
    buildHookUrl: env.NETLIFY_BUILD_HOOK_URL || undefined,
    localRebuilds: onOff('SITE_REBUILDS', env.SITE_REBUILDS, true),
    rebuildQuietMs: milliseconds('SITE_REBUILD_QUIET_MS', env.SITE_REBUILD_QUIET_MS, 5000),
    alertLinkSecret: env.ALERT_LINK_SECRET || (production ? undefined : DEVELOPMENT_ALERT_LINK_SECRET),
    alertRunIntervalMs: milliseconds('ALERT_RUN_INTERVAL_MS', env.ALERT_RUN_INTERVAL_MS, 60_000),
    searchesPerMinute: perMinuteOrOff('SEARCH_RATE_LIMIT', env.SEARCH_RATE_LIMIT, DEFAULT_SEARCHES_PER_MINUTE),
    geocoder: geocoderConfig(env),
    mapStyleUrl: env.MAP_STYLE_URL || DEFAULT_MAP_STYLE_URL,
    billing: billingConfig(env),
    signInProviders: signInProvidersFrom(env),
  };
}

const BILLING_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const;

/** Billing is live with all three Stripe settings, off with none; some but not all is a mistake worth stopping for. */
function billingConfig(env: Record<string, string | undefined>): BillingConfig | null {
  const missing = BILLING_KEYS.filter((key) => !env[key]);
  if (missing.length === BILLING_KEYS.length) return null;
  if (missing.length) throw new Error(`Billing needs ${BILLING_KEYS.join(', ')}; ${missing.join(', ')} missing.`);
  return {
    stripeSecretKey: env.STRIPE_SECRET_KEY!,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    stripePriceId: env.STRIPE_PRICE_ID!,
    stripeApiUrl: env.STRIPE_API_URL || undefined,
    earlyPartnerDiscount: env.STRIPE_EARLY_PARTNER_COUPON || undefined,
    trialDays: days('BILLING_TRIAL_DAYS', env.BILLING_TRIAL_DAYS, DEFAULT_TRIAL_DAYS),
    graceDays: days('BILLING_GRACE_DAYS', env.BILLING_GRACE_DAYS, DEFAULT_GRACE_DAYS),
  };
}

function days(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) throw new Error(`${name} must be a whole number of days, not ${value}.`);
  return count;
}

// A mistyped setting stops the process with a message rather than silently taking the default.
function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  if (!value) return fallback;
  if (value === 'on' || value === 'off') return value === 'on';
  throw new Error(`${name} must be on or off, not ${value}.`);
}

function milliseconds(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`${name} must be a whole number of milliseconds, not ${value}.`);
  return ms;
}

function perMinuteOrOff(name: string, value: string | undefined, fallback: number): number | null {
  if (!value) return fallback;
  if (value === 'off') return null;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`${name} must be off or a whole number above 0, not ${value}.`);
  return count;
}
