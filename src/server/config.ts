import { z } from 'zod';
import { databaseTarget, isProductionEnv } from '#db/connection-env.ts';
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
  /** The key of Netlify's deploy notifications, which end each build (rebuilds/deploy-notifications.ts). */
  deployWebhookSecret?: string;
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
  /**
   * Where listing changes purge the search answers Netlify's CDN keeps (search/cdn-cache.ts), or
   * null: outside production, and on a production host without Netlify's site id and purge token.
   */
  cdnPurge: CdnPurgeConfig | null;
}

/** Netlify's purge API, with what Netlify gives each function (SITE_ID, NETLIFY_PURGE_API_TOKEN). */
interface CdnPurgeConfig {
  siteId: string;
  token: string;
  /** The purge API's origin when it is not Netlify's own: the tests' local stand-in. */
  apiUrl?: string;
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
  return isProductionEnv(env);
}

/** The configuration cannot be used: the message names every variable that is missing or wrong, one a line. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[], production: boolean) {
    super(
      [
        production ? 'The production configuration is incomplete:' : 'The configuration has mistakes:',
        ...problems.map((problem) => `- ${problem}`),
      ].join('\n'),
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Example addresses and the published admin path: fine on a laptop, a mistake on a live site. */
const EXAMPLE_DOMAIN = /\.example(>|\s|$)/i;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

type Env = Record<string, string | undefined>;
/** An unset or empty variable is absent. */
const optional = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);
/** A variable read by one of the settings' own parsers, whose thrown message is the problem. */
function parsedBy<T>(parse: (value: string | undefined) => T) {
  return optional.transform((value, ctx) => {
    try {
      return parse(value);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: (err as Error).message });
      return z.NEVER;
    }
  });
}

/**
 * Every variable the server reads, and what it must be. In production the settings a live site
 * cannot do without are required and the development stand-ins are refused
 * (docs/decisions/production-configuration.md); elsewhere each has a development default.
 */
const envSchema = z
  .object({
    SMTP_URL: optional.pipe(
      z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL.' }).optional(),
    ),
    MAIL_FROM: optional,
    OPS_EMAIL: optional.pipe(z.email({ error: 'OPS_EMAIL must be an e-mail address.' }).optional()),
    ADMIN_PATH: optional.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]+$/, { error: 'ADMIN_PATH must be one path segment of letters, digits, - and _.' })
        .optional(),
    ),
    ALERT_LINK_SECRET: optional,
    SITE_ID: optional,
    NETLIFY_PURGE_API_TOKEN: optional,
    NETLIFY_BUILD_HOOK_URL: optional.pipe(
      z.url({ protocol: /^https?$/, error: 'NETLIFY_BUILD_HOOK_URL must be an http(s) URL.' }).optional(),
    ),
    NETLIFY_DEPLOY_WEBHOOK_SECRET: optional,
    MAILBOX_DIR: optional,
    PHOTOS_DIR: optional,
    MAP_STYLE_URL: optional,
    SITE_REBUILDS: parsedBy((value) => onOff('SITE_REBUILDS', value, true)),
    SITE_REBUILD_QUIET_MS: parsedBy((value) => milliseconds('SITE_REBUILD_QUIET_MS', value, 5000)),
    ALERT_RUN_INTERVAL_MS: parsedBy((value) => milliseconds('ALERT_RUN_INTERVAL_MS', value, 60_000)),
    SEARCH_RATE_LIMIT: parsedBy((value) => perMinuteOrOff('SEARCH_RATE_LIMIT', value, DEFAULT_SEARCHES_PER_MINUTE)),
  })
  // Kept whole: the groups below read the variables their parsers name.
  .loose()
  .transform((settings, ctx) => {
    // The settings read as groups, by their own parsers: each problem is reported with the rest.
    const env = settings as Env;
    const group = <T>(parse: () => T): T => {
      try {
        return parse();
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    };
    return {
      ...settings,
      billing: group(() => billingConfig(env)),
      geocoder: group(() => geocoderConfig(env)),
      signInProviders: group(() => signInProvidersFrom(env)),
    };
  });

/** A variable a live site cannot do without: unset or empty, it is reported as missing. */
const required = (name: string, what: string) => {
  const missing = `${name} is missing: ${what}.`;
  return z.string({ error: missing }).trim().min(1, { error: missing, abort: true });
};

/** An address mail is sent from or to: not one of the development stand-ins' example addresses. */
const realAddress = (name: string, what: string) =>
  required(name, what).refine((value) => !EXAMPLE_DOMAIN.test(value), {
    error: (issue) => `${name} must be a real address, not ${String(issue.input)}.`,
  });

/**
 * What a live site must have, with the rule each breaks, on top of envSchema: read from the same
 * environment, every problem reported at once (docs/decisions/production-configuration.md).
 * SITE_URL may come from Netlify's URL.
 */
const productionSchema = z
  .object({
    SITE_URL: required('SITE_URL', "the public https origin links are built from (or Netlify's URL)")
      .refine(URL.canParse, { error: (issue) => `SITE_URL must be a URL, not ${String(issue.input)}.`, abort: true })
      .refine(
        (site) => {
          const url = new URL(site);
          return url.protocol === 'https:' || LOOPBACK.has(url.hostname);
        },
        { error: (issue) => `SITE_URL must be an https URL, not ${String(issue.input)}.` },
      ),
    SMTP_URL: required('SMTP_URL', 'production sends mail through SMTP, never into files'),
    MAIL_FROM: realAddress('MAIL_FROM', 'the sender of every e-mail'),
    OPS_EMAIL: realAddress('OPS_EMAIL', 'the operations inbox'),
    ALERT_LINK_SECRET: required('ALERT_LINK_SECRET', 'the key that signs unsubscribe links').min(32, {
      error: 'ALERT_LINK_SECRET must be at least 32 characters (for one: openssl rand -hex 32).',
    }),
    ADMIN_PATH: required('ADMIN_PATH', 'the unpublished path of the admin dashboard')
      .refine((path) => path !== DEFAULT_ADMIN_PATH, {
        error: 'ADMIN_PATH must not be the published default: choose a long random one.',
        abort: true,
      })
      .min(16, { error: 'ADMIN_PATH must be at least 16 characters, to be unguessable.' }),
    NETLIFY_BUILD_HOOK_URL: required('NETLIFY_BUILD_HOOK_URL', 'listing changes rebuild the site through it'),
    NETLIFY_DEPLOY_WEBHOOK_SECRET: required('NETLIFY_DEPLOY_WEBHOOK_SECRET', 'it signs deploy notices').min(32, {
      error: 'NETLIFY_DEPLOY_WEBHOOK_SECRET must be at least 32 characters (openssl rand -hex 32).',
    }),
  })
  .loose()
  .superRefine(
    (env, ctx) => {
      // The database variables are read by the one reader the connections use (db/connection-env.ts).
      try {
        databaseTarget(env as Env);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
      }
    },
    // Checked whatever else is missing, so the one message names it too.
    { when: () => true },
  );

/**
 * The configuration, parsed once by the schema. Throws a ConfigError naming every variable that
 * is wrong, and in production every one that is missing: nothing falls back to the embedded
 * database, the file mailbox, an example address or the development key there.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const production = isProduction(env);
  const parsed = envSchema.safeParse(env);
  const live = production ? productionSchema.safeParse({ ...env, SITE_URL: env.SITE_URL || env.URL }) : undefined;
  const problems = [parsed, live].flatMap((result) => (result?.success === false ? result.error.issues : []));
  if (!parsed.success || problems.length)
    throw new ConfigError([...new Set(problems.map((issue) => issue.message))], production);
  const settings = parsed.data;
  return {
    siteUrl: siteOrigin(env),
    production,
    sessionCookie: production ? '__Host-sid' : 'sid',
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM ?? 'Warehouse Finder <no-reply@warehousefinder.example>',
    mailboxDir: settings.MAILBOX_DIR ?? '.data/mailbox',
    opsEmail: settings.OPS_EMAIL ?? 'operations@warehousefinder.example',
    adminPath: settings.ADMIN_PATH ?? DEFAULT_ADMIN_PATH,
    photosDir: settings.PHOTOS_DIR ?? '.data/photos',
    buildHookUrl: settings.NETLIFY_BUILD_HOOK_URL,
    deployWebhookSecret: settings.NETLIFY_DEPLOY_WEBHOOK_SECRET,
    localRebuilds: settings.SITE_REBUILDS,
    rebuildQuietMs: settings.SITE_REBUILD_QUIET_MS,
    alertLinkSecret: settings.ALERT_LINK_SECRET ?? (production ? undefined : DEVELOPMENT_ALERT_LINK_SECRET),
    alertRunIntervalMs: settings.ALERT_RUN_INTERVAL_MS,
    searchesPerMinute: settings.SEARCH_RATE_LIMIT,
    geocoder: settings.geocoder,
    mapStyleUrl: settings.MAP_STYLE_URL ?? DEFAULT_MAP_STYLE_URL,
    billing: settings.billing,
    signInProviders: settings.signInProviders,
    cdnPurge:
      production && settings.SITE_ID && settings.NETLIFY_PURGE_API_TOKEN
        ? { siteId: settings.SITE_ID, token: settings.NETLIFY_PURGE_API_TOKEN }
        : null,
  };
}

/**
 * The configuration as a site build was asked for. Astro sets NODE_ENV=production in every build,
 * so src/tools/build-site.ts passes on the NODE_ENV it was started with (SITE_BUILD_NODE_ENV): a
 * local build is not taken for a deploy and held to production's requirements, which
 * build-site.ts checked already where they apply.
 */
export function loadBuildConfig(env: Env = process.env): AppConfig {
  const asked = env.SITE_BUILD_NODE_ENV;
  return loadConfig(asked === undefined ? env : { ...env, NODE_ENV: asked || undefined });
}

/** For the build and the CLI: a configuration that cannot be used stops the command with its one message, not a stack trace. */
export function loadConfigOrExit(env: Env = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
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
