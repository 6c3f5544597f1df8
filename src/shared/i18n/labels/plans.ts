import { m } from '#src/shared/i18n/messages.ts';
import { labelOf, type Label } from './label-of.ts';

const PLAN_LABELS: Record<string, Label> = {
  trial: m.plan_trial,
  monthly: m.plan_monthly,
  early_partner: m.plan_early_partner,
};

export const subscriptionPlanLabel = (value: string) => labelOf(PLAN_LABELS, value);
