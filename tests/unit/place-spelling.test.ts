import { describe, expect, it } from 'vitest';
import { editDistance } from '#src/server/search/place-resolver.ts';

describe('editDistance', () => {
  it.each([
    ['toronto', 'toronto', 0],
    ['torotno', 'toronto', 1],
    ['missisauga', 'mississauga', 1],
    ['torontoo', 'toronto', 1],
    ['edmenton', 'edmonton', 1],
    ['reigna', 'regina', 1],
    ['quebec city', 'queen city', 2],
    ['', 'abc', 3],
  ])('%s → %s is %i', (a, b, n) => {
    expect(editDistance(a, b)).toBe(n);
    expect(editDistance(b, a)).toBe(n);
  });
});
