import { formatLocation, formatNumber, type PublicWarehouse } from './warehouse.ts';

/** The page title and meta description of a warehouse detail page (pre-rendered and fallback alike). */
export function detailTitle(w: Pick<PublicWarehouse, 'name' | 'city' | 'stateProvince'>): string {
  return `${w.name}: Warehouse Space in ${w.city}, ${w.stateProvince}`;
}

const DESCRIPTION_MAX = 160;

export function detailDescription(w: PublicWarehouse): string {
  const size = w.squareFeet === null ? '' : `${formatNumber(w.squareFeet)} sq ft of `;
  const types = w.storageType.slice(0, 3).join(', ').toLowerCase();
  const lead = `${size}${types || 'warehouse space'} in ${formatLocation(w)}. `;
  const text = lead + w.description.replace(/\s+/g, ' ').trim();
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`;
}
