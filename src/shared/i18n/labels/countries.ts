import { m } from '#src/shared/i18n/messages.ts';
import { labelOf, type Label } from './label-of.ts';

const COUNTRY_LABELS: Record<string, Label> = { Canada: m.country_canada, 'United States': m.country_us };

export const countryLabel = (name: string) => labelOf(COUNTRY_LABELS, name);
