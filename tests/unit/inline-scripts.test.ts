import { describe, expect, it } from 'vitest';
import { prePaintScript } from '#src/client/pre-paint.ts';
import { searchPrefetchScript } from '#src/client/search-prefetch.ts';
import { inlineCall } from '#src/shared/inline-script.ts';
import { apiSearchUrl, DEFAULT_RESULTS_VIEW, readViewMode, VIEW_MODES } from '#src/shared/search-url.ts';
import { IMAGE_WIDTHS, imageSrcSet } from '#src/shared/warehouse.ts';

/** Runs an inline script's text with only the browser globals given, as a page would. */
function runInline(script: string, globals: Record<string, unknown>) {
  new Function(...Object.keys(globals), script)(...Object.values(globals));
}

describe('inlineCall', () => {
  it('copies the function and writes other arguments as JSON that cannot close the script', () => {
    const script = inlineCall((a: string, b: number[]) => a + b.length, '</script>', [1, 2]);
    expect(script).not.toContain('</script>');
    expect(new Function(`return ${script}`)()).toBe('</script>2');
  });
});

describe('pre-paint script', () => {
  const SIGNED_IN = 'theme=x; signed_in=1';
  function look(stored: Record<string, string>, systemDark = false, cookie = SIGNED_IN) {
    const root = { dataset: {} as Record<string, string> };
    runInline(prePaintScript(), {
      document: { documentElement: root, cookie },
      localStorage: { getItem: (key: string) => stored[key] ?? null },
      matchMedia: () => ({ matches: systemDark }),
    });
    return root.dataset;
  }

  it('applies the stored theme and the cached user under the shell’s own keys', () => {
    expect(look({ 'warehouse-ui-theme': 'dark', auth_user: '{"isAdmin":true}' })).toEqual({
      theme: 'dark',
      themePreference: 'dark',
      session: 'admin',
    });
    expect(look({ auth_user: '{"isAdmin":false}' }, true)).toEqual({
      theme: 'dark',
      themePreference: 'system',
      session: 'user',
    });
    expect(look({ 'warehouse-ui-theme': 'purple' })).toEqual({
      theme: 'light',
      themePreference: 'system',
      session: 'anonymous',
    });
  });

  it('paints signed out when the signed-in hint is gone, whatever user is cached', () => {
    const cachedAdmin = { 'warehouse-ui-theme': 'dark', auth_user: '{"isAdmin":true}' };
    expect(look(cachedAdmin, false, '')).toEqual({ theme: 'dark', themePreference: 'dark', session: 'anonymous' });
    expect(look(cachedAdmin, false, 'signed_in=0; other=1').session).toBe('anonymous');
  });

  it('leaves the built look when storage is blocked', () => {
    const root = { dataset: {} };
    const blocked = () => {
      throw new Error('SecurityError');
    };
    runInline(prePaintScript(), {
      document: { documentElement: root, cookie: SIGNED_IN },
      localStorage: { getItem: blocked },
      matchMedia: blocked,
    });
    expect(root.dataset).toEqual({});
  });
});

describe('search prefetch script', () => {
  const target = {
    previewImageId: 'preview',
    placeholderView: DEFAULT_RESULTS_VIEW.view,
    sizes: '100vw',
    widths: IMAGE_WIDTHS,
  };
  const image = '/media/demo/dock-960.webp';

  const found = { warehouses: [{ images: [image] }] };

  /** A stand-in for the browser's PerformanceObserver: `reportPaint` delivers an element entry. */
  class PaintObserver {
    static supportedEntryTypes = ['element', 'largest-contentful-paint'];
    static observing: PaintObserver[] = [];
    disconnected = false;
    constructor(private readonly callback: (list: unknown, observer: PaintObserver) => void) {}
    observe() {
      PaintObserver.observing.push(this);
    }
    disconnect() {
      this.disconnected = true;
    }
    static reportPaint() {
      for (const observer of PaintObserver.observing.splice(0)) observer.callback({}, observer);
    }
  }

  const settled = (promise: Promise<void>) =>
    Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(resolve, 10, false))]);

  /** A stand-in for IntersectionObserver: the card is on screen or not, reported at once. */
  const visibility = (onScreen: boolean) =>
    class {
      constructor(private readonly callback: (entries: unknown[], observer: unknown) => void) {}
      observe() {
        this.callback([{ isIntersecting: onScreen }], this);
      }
      disconnect() {}
    };

  async function prefetch(search: string, respond = () => Response.json(found), cardOnScreen = true) {
    const requested: string[] = [];
    const languages: string[] = [];
    const appended: Record<string, unknown>[] = [];
    const box = {
      classList: { remove: () => {} },
      appendChild: (img: Record<string, unknown>) => appended.push(img),
    };
    const window: {
      __searchPrefetch?: { url: string; promise: Promise<Response>; data?: unknown; previewShown: Promise<void> };
    } = {};
    PaintObserver.observing = [];
    runInline(searchPrefetchScript(target), {
      location: { search },
      window,
      IntersectionObserver: visibility(cardOnScreen),
      fetch: async (url: string, init: { headers: Record<string, string> }) => {
        requested.push(url);
        languages.push(init.headers['Accept-Language']!);
        return respond();
      },
      document: {
        documentElement: { lang: 'fr-CA' },
        getElementById: (id: string) => (id === 'preview' ? box : null),
        createElement: () => ({
          setAttribute(name: string, value: string) {
            (this as Record<string, unknown>)[name] = value;
          },
        }),
      },
      PerformanceObserver: PaintObserver,
      Response,
      URLSearchParams,
    });
    const prefetched = window.__searchPrefetch!;
    const answer = await prefetched.promise;
    await new Promise((resolve) => setTimeout(resolve, 0));
    return {
      requested,
      languages,
      appended,
      url: prefetched.url,
      answer,
      data: prefetched.data,
      shown: prefetched.previewShown,
    };
  }

  it("asks the API URL the island builds, in the page's language, and previews the first photo with the card srcset", async () => {
    const search = '?query=Toronto&distance=30&view=grid&page=2';
    const { requested, languages, appended, url, answer } = await prefetch(search);
    expect(url).toBe(apiSearchUrl(new URLSearchParams(search)));
    expect(requested).toEqual([url]);
    expect(languages).toEqual(['fr-CA']);
    expect(answer.status).toBe(200);
    expect(appended).toEqual([
      expect.objectContaining({ src: image, srcset: imageSrcSet(image), sizes: '100vw', fetchPriority: 'high' }),
    ]);
  });

  it('says the preview is shown only once the browser reports the photo painted', async () => {
    const { appended, shown } = await prefetch('?query=Toronto');
    expect(appended).toEqual([expect.objectContaining({ elementtiming: 'preview' })]);
    expect(await settled(shown)).toBe(false);
    PaintObserver.reportPaint();
    expect(await settled(shown)).toBe(true);
  });

  it('says so at once when there is no photo to wait for', async () => {
    const belowTheFold = await prefetch('?query=Toronto', undefined, false);
    expect(belowTheFold.appended).toHaveLength(1);
    expect(await settled(belowTheFold.shown)).toBe(true);
    expect(await settled((await prefetch('?query=Toronto&view=list')).shown)).toBe(true);
    const refused = await prefetch('?query=Toronto', () => Response.json({ message: 'No' }, { status: 400 }));
    expect(await settled(refused.shown)).toBe(true);
  });

  it('keeps a successful answer parsed for the island, and no other', async () => {
    expect((await prefetch('?query=Toronto')).data).toEqual(found);
    const refused = await prefetch('?query=Toronto', () => Response.json({ message: 'No' }, { status: 400 }));
    expect(refused.answer.status).toBe(400);
    expect(refused.data).toBeUndefined();
    expect(refused.appended).toEqual([]);
  });

  it('shows no preview in the list layout, which has no placeholder photo', async () => {
    const { appended } = await prefetch('?query=Toronto&view=list');
    expect(appended).toEqual([]);
  });
});

describe('readViewMode', () => {
  it('reads every view mode and defaults to the results page default', () => {
    for (const mode of VIEW_MODES) expect(readViewMode(new URLSearchParams({ view: mode }))).toBe(mode);
    expect(readViewMode(new URLSearchParams('view=table'))).toBe(DEFAULT_RESULTS_VIEW.view);
    expect(readViewMode(new URLSearchParams('returnViewMode=list'), 'returnViewMode')).toBe('list');
  });
});
