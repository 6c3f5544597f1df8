import { describe, expect, it } from 'vitest';
import { requestQuotesIds, requestQuotesPath } from '#src/shared/request-quotes.ts';
import { safeReturnUrl, withFavoriteToSave } from '#src/shared/return-url.ts';

describe('the /request-quotes URL', () => {
  it('names each chosen listing once, in order, and reads back the same ids', () => {
    const path = requestQuotesPath(['b', 'a', 'b', ' c ']);
    expect(path).toBe('/request-quotes?ids=b,a,c');
    expect(requestQuotesIds(new URL(path, 'http://x').search)).toEqual(['b', 'a', 'c']);
  });

  it('reads at most 5 listings, and none from a URL without ids', () => {
    expect(requestQuotesIds('?ids=1,2,3,4,5,6,7')).toEqual(['1', '2', '3', '4', '5']);
    expect(requestQuotesIds('')).toEqual([]);
    expect(requestQuotesIds('?ids=,,')).toEqual([]);
  });
});

describe('a favorite to save after logging in', () => {
  it('rides in the returnUrl beside what the page already had', () => {
    expect(withFavoriteToSave('/search?query=Toronto#results', 'w1')).toBe(
      '/search?query=Toronto&saveFavorite=w1#results',
    );
    expect(withFavoriteToSave('/', 'w2')).toBe('/?saveFavorite=w2');
  });

  it('is a returnUrl login, signup and the verification e-mail carry on unchanged', () => {
    const returnUrl = withFavoriteToSave('/warehouse/abc?returnQuery=Calgary', 'abc');
    expect(safeReturnUrl(returnUrl)).toBe(returnUrl);
  });
});
