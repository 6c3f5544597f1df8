import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '#db/client.ts';
import { describeError } from '#src/server/log-error.ts';
import { consoleSink, logTo, type LogSink } from '#src/server/log.ts';
import { pageSecurityHeaders, SCRIPT_HASHES_FILE } from '#src/server/security/headers.ts';
import { loadRedirects, loadStaticSite } from '#src/server/static-site.ts';
import { prerenderedListings, staleListingPages } from './stale-pages.ts';

/** One build as the local server serves it: its files, the headers its pages need, and its pages gone stale. */
interface ServedBuild {
  files: Awaited<ReturnType<typeof loadStaticSite>>;
  pageHeaders: [string, string][];
  /** Listing pages of this build the server answers with the fallback instead (stale-pages.ts). */
  stale: ReadonlySet<string>;
  /** The build's `_redirects`: place pages gone since (docs/decisions/place-pages.md). */
  redirects: Awaited<ReturnType<typeof loadRedirects>>;
}

/**
 * The build the local server answers from. A new build replaces the whole of it in one
 * assignment once it is loaded, so a visitor gets every file from the old build or every file
 * from the new one, never a mixture or a half-written folder.
 */
export interface ServedSite {
  current(): ServedBuild;
  /** After a listing change has committed: works out again which pre-rendered pages are stale. */
  refresh(): Promise<void>;
  /** Serves the finished build in `distDir` from now on. */
  publish(distDir: string): Promise<void>;
}

export async function createServedSite(
  db: Database,
  distDir: string,
  options: { production: boolean; mapStyleUrl?: string; log?: LogSink },
): Promise<ServedSite> {
  const log = logTo(options.log ?? consoleSink.warn);

  async function load(dir: string) {
    // The hashes the build computed (src/integrations/security-headers.ts), as Netlify's _headers carries them.
    const scriptHashes = JSON.parse(await readFile(path.join(dir, SCRIPT_HASHES_FILE), 'utf8')) as string[];
    const pageHeaders = Object.entries(
      pageSecurityHeaders({ scriptHashes, production: options.production, mapStyleUrl: options.mapStyleUrl }),
    );
    // Files go out from memory as the build compressed them; a page is gzipped once, on its first request.
    const files = await loadStaticSite(dir);
    const listings = prerenderedListings(files.keys());
    const build = {
      files,
      pageHeaders,
      stale: await staleOr(listings, new Set()),
      redirects: await loadRedirects(dir),
    };
    return { build, listings };
  }

  // A database that is down leaves the pages as they were served; the next listing change checks again.
  async function staleOr(listings: string[], known: ReadonlySet<string>) {
    try {
      return await staleListingPages(db, listings);
    } catch (err) {
      log(`[rebuild] could not check which listing pages are stale: ${describeError(err)}`);
      return known;
    }
  }

  let served = await load(distDir);
  // One at a time, so a later change's answer is never overwritten by an earlier, slower one.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    current: () => served.build,
    refresh: () =>
      inTurn(async () => {
        served.build = { ...served.build, stale: await staleOr(served.listings, served.build.stale) };
      }),
    publish: (dir) =>
      inTurn(async () => {
        served = await load(dir);
      }),
  };
}
