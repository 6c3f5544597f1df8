import { describe, expect, it } from 'vitest';
import { foldText } from '#src/shared/text.ts';

describe('foldText', () => {
  it.each([
    ['Montréal', 'montreal'],
    ['  MONTREAL ', 'montreal'],
    ['Saint-Jean-sur-Richelieu', 'saint jean sur richelieu'],
    ["Coeur d'Alene", 'coeur d alene'],
    ['Québec', 'quebec'],
  ])('folds %j to %j', (input, folded) => expect(foldText(input)).toBe(folded));
});
