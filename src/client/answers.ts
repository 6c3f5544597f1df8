/**
 * The names the browser gives to parts of the API's answers. Each is an alias of what a route
 * answers (its type inferred through `AppType`, docs/decisions/api-client.md), never a shape of
 * its own: a route that answers something else changes these types, and every reader of the
 * changed part fails the type check.
 */
import type { AnswerOf, api } from '#src/client/api.ts';

type Admin = typeof api.admin;

// ---- Accounts ----
/** GET /api/user: the signed-in user; admins also get `adminPath` and maybe `needsSecondFactor`. */
export type SessionUser = AnswerOf<typeof api.user.$get>;
export type ProfileUser = AnswerOf<typeof api.profile.$get>['user'];
export type SignupAnswer = AnswerOf<typeof api.auth.signup.$post>;
export type PendingProviderSignup = AnswerOf<typeof api.auth.providers.signup.$get>;
export type AccountSession = AnswerOf<typeof api.sessions.$get>['sessions'][number];
export type SecondFactorStatus = AnswerOf<(typeof api)['second-factor']['$get']>;
export type SecondFactorEnrolment = AnswerOf<(typeof api)['second-factor']['enrolment']['$post']>;

// ---- Search ----
export type SearchAnswer = AnswerOf<typeof api.search.$get>;
export type SearchedWarehouse = SearchAnswer['warehouses'][number];
export type SearchFacets = SearchAnswer['facets'];
export type ResolvedPlace = SearchAnswer['places'][number];
export type CitySuggestion = AnswerOf<typeof api.cities.$get>[number];
export type LocationSuggestion = AnswerOf<typeof api.locations.$get>[number];
export type NearbyWarehouse = AnswerOf<(typeof api.warehouses)[':id']['nearby']['$get']>['warehouses'][number];

// ---- An owner's listings ----
export type OwnerListing = AnswerOf<(typeof api.listings)[':id']['$get']>['listing'];
export type ListingCity = AnswerOf<typeof api.listings.cities.$get>['cities'][number];
export type GeocodeOutcome = AnswerOf<typeof api.listings.location.$get>['geocoded'];
export type UploadedPhoto = AnswerOf<typeof api.photos.$post>['photo'];
export type ListingStatsAnswer = AnswerOf<(typeof api)['listing-stats']['$get']>;
export type ListingStats = ListingStatsAnswer['listings'][string];
export type OwnerBillingAnswer = AnswerOf<typeof api.billing.$get>;
export type ListingBillingView = Extract<OwnerBillingAnswer, { enabled: true }>['listings'][string];
export type ClaimSummary = AnswerOf<(typeof api.claims)[':warehouseId'][':token']['$get']>['warehouse'];
export type AvailabilityLinkListing = AnswerOf<(typeof api.availability)[':token']['$get']>['listing'];
export type LeadsAnswer = AnswerOf<typeof api.leads.$get>;
export type Lead = LeadsAnswer['leads'][number];
export type QuoteAnswer = AnswerOf<typeof api.quotes.$post>;
export type SavedSearch = AnswerOf<(typeof api)['saved-searches']['$get']>['savedSearches'][number];

// ---- The admin dashboard ----
export type AdminOverview = AnswerOf<Admin['overview']['$get']>;
export type CountWindows = AdminOverview['recent']['newUsers'];
export type OverviewDay = AdminOverview['daily'][number];
export type AdminListing = AnswerOf<Admin['listings'][':id']['$get']>['listing'];
export type AdminUserRef = NonNullable<AdminListing['owner']>;
export type AdminModerationQueue = AnswerOf<Admin['moderation']['$get']>;
export type ModerationItem = AdminModerationQueue['pending'][number];
export type AdminInboxPage = AnswerOf<Admin['inbox']['$get']>;
export type InboxItem = AdminInboxPage['items'][number];
export type QuoteInboxItem = Extract<InboxItem, { kind: 'quote' }>;
export type ContactInboxItem = Extract<InboxItem, { kind: 'contact' }>;
export type InboxDelivery = InboxItem['delivery'];
export type AdminUser = AnswerOf<Admin['users']['$get']>['users'][number];
export type AuditEntry = AnswerOf<Admin['audit']['$get']>['entries'][number];
export type AuditChange = AuditEntry['changes'][string];
export type AdminBuild = AnswerOf<Admin['builds']['$get']>['builds'][number];
export type AdminBillingAnswer = AnswerOf<(typeof api.admin.billing.listings)[':id']['$get']>;
