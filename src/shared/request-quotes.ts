export const MAX_QUOTE_LISTINGS = 5;
export function requestQuotesPath(ids: readonly string[]): string {
  return '/request-quotes?ids=' + ids.map(encodeURIComponent).join(',');
}
