import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { asDatabaseUnavailable } from '#db/availability.ts';
import { withLocale } from '#src/server/i18n/request-locale.ts';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '#src/shared/saved-searches.ts';
import { describeError, stackFrames } from '#src/server/log-error.ts';
import { serverLog } from '#src/server/log.ts';
import { apiSecurityHeaders } from '#src/server/security/headers.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { LANGUAGE_TAG, preferredLocale } from '#src/shared/i18n/locale.ts';
import { m } from '#src/shared/i18n/messages.ts';
import type { AppEnv } from './context.ts';
import { jsonBodiesOnly, loadSessionUser, sameOriginOnly, storableQuery } from './guards.ts';
import { ApiError, errorBody, RETRY_AFTER_SECONDS } from './http.ts';
import { adminRoutes } from './routes/admin.ts';
import { adminBillingRoutes } from './routes/admin-billing.ts';
import { authRoutes } from './routes/auth.ts';
import { billingRoutes, STRIPE_WEBHOOK_PATH } from './routes/billing.ts';
import { availabilityRoutes } from './routes/availability.ts';
import { claimRoutes } from './routes/claims.ts';
import { contactRoutes } from './routes/contact.ts';
import { eventRoutes } from './routes/events.ts';
import { favoriteRoutes } from './routes/favorites.ts';
import { healthRoutes } from './routes/health.ts';
import { leadRoutes } from './routes/leads.ts';
import { listingActionRoutes } from './routes/listing-actions.ts';
import { listingStatsRoutes } from './routes/listing-stats.ts';
import { listingRoutes } from './routes/listings.ts';
import { photoRoutes } from './routes/photos.ts';
import { cityRoutes, locationRoutes } from './routes/places.ts';
import { profileRoutes } from './routes/profile.ts';
import { quoteRoutes } from './routes/quotes.ts';
import { alertRoutes, savedSearchRoutes } from './routes/saved-searches.ts';
import { searchRoutes } from './routes/search.ts';
import { secondFactorRoutes } from './routes/second-factor.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { signInProviderRoutes } from './routes/sign-in-providers.ts';
import { DEPLOY_NOTIFICATION_PATH, siteBuildRoutes } from './routes/site-builds.ts';
import { userRoutes } from './routes/user.ts';
import { warehouseRoutes } from './routes/warehouses.ts';

export const JSON_BODY_LIMIT = 100 * 1024;

/** Where files are sent: the only bodies that are not JSON and may be larger than JSON_BODY_LIMIT. */
const UPLOAD_PATHS = [/^\/api\/photos\/?$/];
const isUpload = (method: string, path: string) => method === 'POST' && UPLOAD_PATHS.some((p) => p.test(path));
/**
 * RFC 8058's one-click unsubscribe: a mail provider POSTs `List-Unsubscribe=One-Click` as a form
 * from its own origin, so the same-origin and JSON guards would refuse it; its signed token is
 * its authority (routes/saved-searches.ts).
 */
const ONE_CLICK_PATHS = [new RegExp(`^${ONE_CLICK_UNSUBSCRIBE_PATH}/?$`)];
const isOneClick = (method: string, path: string) => method === 'POST' && ONE_CLICK_PATHS.some((p) => p.test(path));

/**
 * The whole API as one Web-standard app: Netlify runs it as a function, the local server and
 * the tests mount the very same object.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>().basePath('/api');
  const securityHeaders = Object.entries(apiSecurityHeaders({ production: deps.config.production }));

  // Answers in the request's language (docs/decisions/i18n.md): the site's client names its page's
  // language in Accept-Language. Every sentence is a catalogue message called while the request
  // runs, where it is decided, so it reads this language; nothing is translated afterwards.
  app.use((c, next) => {
    const locale = preferredLocale(c.req.header('accept-language')) ?? 'en';
    return withLocale(locale, async () => {
      await next();
      c.header('Content-Language', LANGUAGE_TAG[locale]);
      c.header('Vary', 'Accept-Language', { append: true });
    });
  });

  app.use(async (c, next) => {
    c.set('db', deps.db);
    c.set('config', deps.config);
    c.set('outbox', deps.outbox);
    c.set('searchCache', deps.searchCache);
    c.set('photoStore', deps.photoStore);
    c.set('processPhoto', deps.processPhoto);
    c.set('siteBuilds', deps.siteBuilds);
    await next();
    if (!c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-store');
    for (const [name, value] of securityHeaders) c.header(name, value);
  });
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new ApiError(413, m.api_too_large());
    },
  });
  // Photo uploads are multipart and have their own, larger limit (routes/photos.ts).
  app.use((c, next) => (isUpload(c.req.method, c.req.path) ? next() : jsonBodyLimit(c, next)));
  app.use((c, next) => (isOneClick(c.req.method, c.req.path) ? next() : sameOriginOnly(c, next)));
  app.use(jsonBodiesOnly([...UPLOAD_PATHS, STRIPE_WEBHOOK_PATH, DEPLOY_NOTIFICATION_PATH, ...ONE_CLICK_PATHS]));
  app.use(storableQuery);
  app.use(loadSessionUser);

  // Chained, so the app's type lists every route for the browser's typed client (src/client/api.ts).
  const api = app
    .route('/user', userRoutes)
    .route('/warehouses', warehouseRoutes)
    .route('/search', searchRoutes)
    .route('/cities', cityRoutes)
    .route('/locations', locationRoutes)
    .route('/events', eventRoutes)
    .route('/contact', contactRoutes)
    .route('/quotes', quoteRoutes)
    .route('/auth', authRoutes)
    .route('/auth/providers', signInProviderRoutes)
    .route('/second-factor', secondFactorRoutes)
    .route('/sessions', sessionRoutes)
    .route('/favorites', favoriteRoutes)
    .route('/profile', profileRoutes)
    .route('/health', healthRoutes)
    .route('/photos', photoRoutes)
    .route('/listings', listingRoutes)
    .route('/listings', listingActionRoutes)
    .route('/claims', claimRoutes)
    .route('/availability', availabilityRoutes)
    .route('/listing-stats', listingStatsRoutes)
    .route('/leads', leadRoutes)
    .route('/billing', billingRoutes)
    .route('/admin/billing', adminBillingRoutes)
    .route('/site-builds', siteBuildRoutes)
    .route('/saved-searches', savedSearchRoutes)
    .route('/alerts', alertRoutes)
    .route('/admin', adminRoutes);

  app.notFound((c) => c.json(errorBody(m.api_no_endpoint({ method: c.req.method, path: c.req.path })), 404));

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(errorBody(err.message, err.errors), err.status);
    // Hono's own exceptions carry English text; the refusal is said in the request's language.
    if (err instanceof HTTPException) return c.json(errorBody(m.api_request_failed()), err.status);
    const unavailable = asDatabaseUnavailable(err);
    if (unavailable) {
      serverLog.warn(`[api] ${c.req.method} ${c.req.path}: ${unavailable.message}`);
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(errorBody(m.api_unavailable()), 503);
    }
    // Details stay in the server log, without the request's personal data (log-error.ts); clients never see a stack trace.
    serverLog.error(`[api] ${c.req.method} ${c.req.path} failed: ${describeError(err)}`, ...stackFrames(err));
    return c.json(errorBody(m.api_internal_error()), 500);
  });

  return api;
}

/** The API's routes with their inputs and answers: the browser imports this type only (src/client/api.ts). */
export type AppType = ReturnType<typeof createApp>;
