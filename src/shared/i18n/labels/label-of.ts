/**
 * What a reader sees for each stored value of the value lists (src/shared/catalog.ts), in the
 * current language (docs/decisions/i18n.md). The values themselves stay English everywhere they
 * are stored, sent or put in a URL; only these labels change. One module per list, so a page
 * loads the labels of the lists it shows and no others.
 */
export type Label = () => string;

/**
 * A value's label, or the value itself when the list has no label for it. A one-language build
 * leaves out the labels that read as their value (src/integrations/static-locale-messages.ts).
 */
export function labelOf(labels: Record<string, Label>, value: string): string {
  return labels[value]?.() ?? value;
}
