import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pageSecurityHeaders, SCRIPT_HASHES_FILE } from '#src/server/security/headers.ts';
import { loadPageRenderers, type PageRenderer } from '#src/server/listing-pages/server-build.ts';
import { loadRedirects, loadStaticSite } from '#src/server/static-site.ts';
import { LOCALES, type Locale } from '#src/shared/i18n/locale.ts';

/** One build as the local server serves it: its files, the headers its pages need, its listing pages' renderers. */
interface ServedBuild {
  files: Awaited<ReturnType<typeof loadStaticSite>>;
  pageHeaders: [string, string][];
  /**
   * Each language's listing-page renderer, the code Netlify runs as that language's function
   * (docs/decisions/on-demand-listing-pages.md). None for a folder built without them.
   */
  listingPages: Partial<Record<Locale, PageRenderer>>;
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
  /** Serves the finished build in `distDir` from now on. */
  publish(distDir: string): Promise<void>;
}

export async function createServedSite(
  distDir: string,
  options: { production: boolean; mapStyleUrl?: string },
): Promise<ServedSite> {
  async function load(dir: string): Promise<ServedBuild> {
    // The hashes the build computed (src/integrations/security-headers.ts), as Netlify's _headers carries them.
    const scriptHashes = JSON.parse(await readFile(path.join(dir, SCRIPT_HASHES_FILE), 'utf8')) as string[];
    const pageHeaders = Object.entries(
      pageSecurityHeaders({ scriptHashes, production: options.production, mapStyleUrl: options.mapStyleUrl }),
    );
    const listingPages = await loadPageRenderers(dir, LOCALES);
    // Files go out from memory as the build compressed them; a page is gzipped once, on its first request.
    return { files: await loadStaticSite(dir), pageHeaders, listingPages, redirects: await loadRedirects(dir) };
  }

  let served = await load(distDir);
  // One at a time, so a later build is never replaced by an earlier, slower one's load.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    current: () => served,
    publish: (dir) => {
      const next = queue.then(async () => {
        served = await load(dir);
      });
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
