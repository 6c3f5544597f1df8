import { m } from '#src/shared/i18n/messages.ts';
import { labelOf, type Label } from './label-of.ts';

const STATUS_LABELS: Record<string, Label> = {
  pending: m.status_pending,
  active: m.status_active,
  paused: m.status_paused,
  declined: m.status_declined,
  deleted: m.status_deleted,
};

export const statusLabel = (value: string) => labelOf(STATUS_LABELS, value);
