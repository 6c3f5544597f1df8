// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideIfNoLongerListed } from '#src/client/listing-gone.ts';

const ID = '7d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f';

/** A listing's pre-rendered page as the build writes it: the listing, and the inert "gone" screen. */
function prerenderedPage() {
  document.head.innerHTML = '<title>Riverside Logistics | Warehouse Finder</title>';
  document.body.innerHTML = `
    <main id="main">
      <div data-warehouse-detail="${ID}"><h1>Riverside Logistics</h1></div>
      <template data-listing-gone data-title="This warehouse is no longer listed | Warehouse Finder">
        <div data-no-longer-listed>
          <h1>This warehouse is no longer listed</h1>
          <a href="/search?q=Fredericton%2C+NB">Search warehouses near Fredericton, NB</a>
        </div>
      </template>
    </main>`;
}

const answering = (status: number) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      status === 200 ? Response.json({ warehouse: { id: ID } }) : Response.json({ message: 'Not listed' }, { status }),
    ),
  );

describe("a listing's pre-rendered page asks whether its listing is still live", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the "no longer listed" screen, marked noindex, when the API no longer lists it', async () => {
    prerenderedPage();
    answering(404);
    expect(await hideIfNoLongerListed(ID)).toBe(true);
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe(`/api/warehouses/${ID}`);
    expect(document.querySelector('h1')!.textContent).toBe('This warehouse is no longer listed');
    expect(document.body.textContent).not.toContain('Riverside Logistics');
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/search?q=Fredericton%2C+NB');
    expect(document.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex');
    expect(document.title).toBe('This warehouse is no longer listed | Warehouse Finder');
  });

  it('leaves the page as it is when the listing is live, or when the API cannot say', async () => {
    for (const status of [200, 503]) {
      prerenderedPage();
      answering(status);
      expect(await hideIfNoLongerListed(ID)).toBe(false);
      expect(document.querySelector('h1')!.textContent).toBe('Riverside Logistics');
      expect(document.querySelector('meta[name="robots"]')).toBeNull();
    }
    prerenderedPage();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await hideIfNoLongerListed(ID)).toBe(false);
    expect(document.querySelector('h1')!.textContent).toBe('Riverside Logistics');
  });
});
