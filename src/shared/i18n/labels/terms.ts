import { m } from '#src/shared/i18n/messages.ts';
import { labelOf, type Label } from './label-of.ts';

const TERM_LABELS: Record<string, Label> = {
  all: m.term_all,
  'short-term': m.term_short,
  'long-term': m.term_long,
  both: m.term_both,
};

export const termLabel = (value: string) => labelOf(TERM_LABELS, value);
