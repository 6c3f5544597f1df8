/** Browser tests and Lighthouse run Debian's Chromium (Playwright cannot download browsers on these machines). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Every host but this machine's fails to resolve, at once, as on the test machines (map tiles,
 * fonts …). In the browser itself rather than by routing each request through the test: Playwright
 * turns the browser's HTTP cache off in a context that routes, and pays a round trip per request.
 */
export const OFFLINE_ARG = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
