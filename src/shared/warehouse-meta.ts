import { formatSquareFeet } from './i18n/format.ts';
import { getLocale, m } from './i18n/messages.ts';
import { countryLabel } from './i18n/labels/countries.ts';
import { storageTypeLabel } from './i18n/labels/storage-types.ts';
import type { PublicWarehouse } from './warehouse.ts';

/** The page title and meta description of a warehouse detail page (rendered on demand, docs/decisions/on-demand-listing-pages.md). */
export function detailTitle(w: Pick<PublicWarehouse, 'name' | 'city' | 'stateProvince'>): string {
  return m.detail_title({ name: w.name, city: w.city, province: w.stateProvince });
}

const DESCRIPTION_MAX = 160;

export function detailDescription(w: PublicWarehouse): string {
  const what = w.storageType.slice(0, 3).map(storageTypeLabel).join(', ').toLowerCase() || m.detail_warehouse_space();
  const location = `${w.city}, ${w.stateProvince}, ${countryLabel(w.country)}`;
  const lead =
    w.squareFeet === null
      ? m.detail_lead({ what, location })
      : m.detail_lead_sized({ size: formatSquareFeet(w.squareFeet), what, location });
  // The owner's words follow in the page's language when they wrote them in it.
  const description = (getLocale() === 'fr' && w.descriptionFr) || w.description;
  const text = `${lead} ${description.replace(/\s+/g, ' ').trim()}`;
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`;
}
