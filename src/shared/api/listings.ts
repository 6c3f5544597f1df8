/**
 * Creating and editing a listing (/list-warehouse): the sentences both the API and the form use.
 * Bodies are listingSchema (src/shared/validation/listing.ts); errors are ApiErrorBody with
 * per-field messages (400 invalid or unknown city or photo, 409 name taken under `name`).
 */
import { m } from '#src/shared/i18n/messages.ts';

/**
 * The longest an owner's edit to a live listing takes to show on the pre-rendered pages of its
 * city: the fold of changes (one to two minutes), a build already running, then the build that
 * carries the edit (docs/decisions/rebuilds.md, "How long an edit takes to show"). Search and the
 * listing's own page, rendered on demand and purged from the CDN by the write, show it at once
 * (docs/decisions/on-demand-listing-pages.md).
 */
const LIVE_PAGE_UPDATE_MINUTES = 10;

export const LISTING_FORM_MESSAGES = {
  get signIn() {
    return m.api_log_in();
  },
  get notFound() {
    return m.api_listing_gone();
  },
  get forbidden() {
    return m.api_own_listings_edit();
  },
  get changed() {
    return m.api_listing_changed_meanwhile();
  },
  get invalid() {
    return m.form_correct_fields();
  },
  get network() {
    return m.form_offline_nothing_saved();
  },
  saved: (name: string) => m.api_listing_saved({ name }),
  savedLive: (name: string) => m.api_listing_saved_live({ name, minutes: LIVE_PAGE_UPDATE_MINUTES }),
  renamePending: (name: string) => m.api_listing_saved_rename({ name }),
  resubmitted: (name: string) => m.api_listing_resubmitted({ name }),
} as const;
