import { m } from '#src/shared/i18n/messages.ts';
import { labelOf, type Label } from './label-of.ts';

const LEAD_STATUS_LABELS: Record<string, Label> = {
  new: m.lead_status_new,
  contacted: m.lead_status_contacted,
  won: m.lead_status_won,
  lost: m.lead_status_lost,
};

export const leadStatusLabel = (status: string) => labelOf(LEAD_STATUS_LABELS, status);
