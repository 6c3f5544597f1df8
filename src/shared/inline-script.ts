/**
 * The text of an `is:inline` script that calls `fn` with `args`, for the few scripts that must run
 * while the page is still parsing (theme before paint, the /search prefetch). The functions are
 * ordinary TypeScript next to the code that shares their rules, and their source is copied here
 * at build time, so they must be self-contained: they may use their parameters and browser
 * globals only. Function arguments are copied the same way; any other argument goes in as JSON.
 */
export function inlineCall<A extends unknown[]>(fn: (...args: A) => unknown, ...args: A): string {
  // "<" is escaped so that no value can close the script element early.
  const source = (value: unknown) =>
    typeof value === 'function' ? String(value) : JSON.stringify(value).replace(/</g, '\\u003c');
  return `(${String(fn)})(${args.map(source).join(',')})`;
}
