/**
 * Folds a name for matching: accents removed, lower case, punctuation and runs of
 * space collapsed, so "Montréal", "MONTREAL" and "montreal " compare equal.
 */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();
}
