import { z } from 'zod';
import { ALERT_FREQUENCIES } from '#src/shared/saved-searches.ts';
import { readNeed } from '#src/shared/search-need.ts';
import { searchParamsObject } from './search.ts';
import { m } from '#src/shared/i18n/messages.ts';

const MAX_NAME_LENGTH = 80;

const savedSearchName = z
  .string({ error: () => m.v_saved_search_name() })
  .trim()
  .min(1, { error: () => m.v_saved_search_name() })
  .max(MAX_NAME_LENGTH, { error: () => m.v_saved_search_name_too_long({ max: MAX_NAME_LENGTH }) });

const alertFrequency = z.enum(ALERT_FREQUENCIES, { error: () => m.v_saved_search_frequency() });

/**
 * What a saved search keeps of /search: the place, the radius and the filters (not the page or
 * order), in the page's own shape (SearchCriteria, the buyer's need nested), read by the same rules.
 */
export const savedSearchCriteria = searchParamsObject
  .pick({
    query: true,
    exact: true,
    storageTypesOffered: true,
    servicesOffered: true,
    distance: true,
    storageTermType: true,
    ownerVerified: true,
  })
  .extend({
    need: z
      .preprocess(
        (raw) =>
          typeof raw === 'object' && raw !== null ? readNeed((key) => (raw as Record<string, unknown>)[key]) : raw,
        searchParamsObject.pick({
          space: true,
          spaceUnit: true,
          availableBy: true,
          maxPrice: true,
          minDockDoors: true,
          minClearHeight: true,
          certifications: true,
          termMonths: true,
        }),
      )
      .optional(),
  });

/** The save dialog's fields (components/alerts/SaveSearchDialog.tsx). */
export const savedSearchForm = z.object({ name: savedSearchName, frequency: alertFrequency });
export type SavedSearchFormValues = z.input<typeof savedSearchForm>;

/** POST /api/saved-searches: the dialog's fields and the search it was opened on. */
export const createSavedSearchRequest = savedSearchForm.extend({ criteria: savedSearchCriteria });

/** PATCH /api/saved-searches/:id: a rename, a new frequency, or both. */
export const updateSavedSearchRequest = z
  .object({ name: savedSearchName.optional(), frequency: alertFrequency.optional() })
  .refine((v) => v.name !== undefined || v.frequency !== undefined, { error: () => m.v_saved_search_nothing() });

/** POST /api/alerts/unsubscribe: the token of the mail's link (or of RFC 8058's one-click POST). */
export const unsubscribeRequest = z.object({
  token: z
    .string()
    .min(1, { error: () => m.v_unsubscribe_incomplete() })
    .max(200),
});
