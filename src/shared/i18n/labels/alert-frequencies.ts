import { m } from '#src/shared/i18n/messages.ts';
import { labelOf, type Label } from './label-of.ts';

const ALERT_FREQUENCY_LABELS: Record<string, Label> = {
  instant: m.alert_frequency_instant,
  daily: m.alert_frequency_daily,
  weekly: m.alert_frequency_weekly,
  off: m.alert_frequency_off,
};

export const alertFrequencyLabel = (frequency: string) => labelOf(ALERT_FREQUENCY_LABELS, frequency);
