import { describe, expect, it } from 'vitest';
import { localSuggestions, mergeSuggestions } from '#src/components/search/location-suggestions.ts';
import { FALLBACK_CITIES } from '#src/shared/fallback-cities.ts';
import {
  apiSearchUrl,
  backToResultsUrl,
  emptyCriteria,
  homeSearchUrl,
  readReturnParams,
  readSearchParams,
  returnParams,
  searchUrl,
  warehouseCardUrl,
  type SearchCriteria,
} from '#src/shared/search-url.ts';

const toronto: SearchCriteria = {
  query: 'Toronto, ON',
  storageTypesOffered: ['Cold Storage', 'Dry Storage'],
  servicesOffered: ['Pick and Pack Services'],
  distance: 40,
  storageTermType: 'short-term',
};

describe('searchUrl', () => {
  it('writes the search parameters in order, repeating the lists', () => {
    expect(searchUrl(toronto)).toBe(
      '/search?query=Toronto%2C+ON&storageTypesOffered=Cold+Storage&storageTypesOffered=Dry+Storage&servicesOffered=Pick+and+Pack+Services&distance=40&storageTermType=short-term',
    );
  });

  it("omits storageTermType when it is 'all' and keeps an empty query", () => {
    expect(searchUrl(emptyCriteria())).toBe('/search?query=&distance=30');
  });

  it('adds sort, page and view only when they differ from the defaults', () => {
    expect(searchUrl(emptyCriteria(), { sort: 'relevance', page: 1, view: 'grid' })).toBe('/search?query=&distance=30');
    expect(searchUrl(emptyCriteria(), { sort: 'newest', page: 3, view: 'list' })).toBe(
      '/search?query=&distance=30&sort=newest&page=3&view=list',
    );
  });
});

describe('homeSearchUrl', () => {
  it.each([
    ['Toronto', 20],
    ['  ', 10],
    ['', 10],
  ])('query %j searches %i km', (query, km) => {
    const url = new URL(
      homeSearchUrl({ query, storageTypesOffered: [], servicesOffered: [], storageTermType: 'all' }),
      'http://x',
    );
    expect(url.searchParams.get('distance')).toBe(String(km));
    expect(url.searchParams.has('storageTermType')).toBe(false);
  });

  it('carries the chosen storage types and services', () => {
    const url = homeSearchUrl({
      query: 'Calgary',
      storageTypesOffered: ['Bulk Storage'],
      servicesOffered: ['FBA', 'Kitting'],
      storageTermType: 'all',
    });
    expect(url).toBe(
      '/search?query=Calgary&storageTypesOffered=Bulk+Storage&servicesOffered=FBA&servicesOffered=Kitting&distance=20',
    );
  });
});

describe('readSearchParams', () => {
  it('reads back what searchUrl wrote', () => {
    const url = new URL(searchUrl(toronto, { sort: 'size_desc', page: 2, view: 'list' }), 'http://x');
    expect(readSearchParams(url.searchParams)).toEqual({
      criteria: toronto,
      view: { sort: 'size_desc', page: 2, view: 'list' },
    });
  });

  it('keeps a literal query literal (exact=1) through the URL and the detail page', () => {
    const literal = { ...toronto, query: 'Torotno', exact: true };
    const url = new URL(searchUrl(literal), 'http://x');
    expect(url.search).toMatch(/^\?query=Torotno&exact=1&/);
    expect(readSearchParams(url.searchParams).criteria).toEqual(literal);
    const detail = new URL(warehouseCardUrl('abc', { criteria: literal, viewMode: 'grid' }), 'http://x');
    expect(backToResultsUrl(detail.searchParams)).toBe(searchUrl(literal));
  });

  it.each([
    ['', 30, 'all'],
    ['distance=35&storageTermType=weekly', 40, 'all'],
    ['distance=abc', 30, 'all'],
    ['distance=60', 50, 'all'],
    ['distance=-5', 10, 'all'],
    ['distance=10&storageTermType=both', 10, 'both'],
  ])('reads unusable values as the nearest valid ones, as the API applies them: %j', (search, distance, term) => {
    const { criteria, view } = readSearchParams(new URLSearchParams(search));
    expect(criteria.distance).toBe(distance);
    expect(criteria.storageTermType).toBe(term);
    expect(view).toEqual({ page: 1, sort: 'relevance', view: 'grid' });
  });

  it('drops unknown storage types and services, and unusable sorts and pages', () => {
    const { criteria, view } = readSearchParams(
      new URLSearchParams(
        'storageTypesOffered=Lava+Storage&storageTypesOffered=Cold+Storage&servicesOffered=Teleport&sort=price&page=-3',
      ),
    );
    expect(criteria.storageTypesOffered).toEqual(['Cold Storage']);
    expect(criteria.servicesOffered).toEqual([]);
    expect(view).toEqual({ page: 1, sort: 'relevance', view: 'grid' });
  });
});

describe('return parameters', () => {
  it('carries the whole search to the detail page', () => {
    const url = new URL(warehouseCardUrl('abc', { criteria: toronto, viewMode: 'list' }), 'http://x');
    expect(url.pathname).toBe('/warehouse/abc');
    expect(url.searchParams.get('returnQuery')).toBe('Toronto, ON');
    expect(url.searchParams.getAll('returnStorageType')).toEqual(['Cold Storage', 'Dry Storage']);
    expect(url.searchParams.getAll('returnServicesOffered')).toEqual(['Pick and Pack Services']);
    expect(url.searchParams.get('returnDistance')).toBe('40');
    expect(url.searchParams.get('returnStorageTermType')).toBe('short-term');
    expect(url.searchParams.get('returnViewMode')).toBe('list');
  });

  it('links without parameters when the card is not in a search', () => {
    expect(warehouseCardUrl('abc')).toBe('/warehouse/abc');
  });

  it('round-trips through readReturnParams', () => {
    expect(readReturnParams(returnParams(toronto, 'grid'))).toEqual({ criteria: toronto, viewMode: 'grid' });
  });

  it('uses the card-return defaults when parameters are missing: empty query and lists, 10 km, all terms', () => {
    expect(readReturnParams(new URLSearchParams())).toEqual({
      criteria: { query: '', storageTypesOffered: [], servicesOffered: [], distance: 10, storageTermType: 'all' },
      viewMode: 'grid',
    });
    expect(backToResultsUrl(new URLSearchParams())).toBe('/search?query=&distance=10');
  });

  it('builds Back to results from the return parameters, view mode included', () => {
    expect(backToResultsUrl(returnParams(toronto, 'list'))).toBe(`${searchUrl(toronto)}&view=list`);
  });
});

describe("a buyer's need in the URL", () => {
  const needing: SearchCriteria = {
    ...toronto,
    need: {
      space: 300,
      spaceUnit: 'pallet_positions',
      availableBy: '2027-01-15',
      maxPrice: 12.5,
      minDockDoors: 4,
      minClearHeight: 24,
      certifications: ['Food Grade / FDA-Registered', 'Organic'],
      termMonths: 6,
    },
  };

  it('writes each need after the term, leaving out the default unit', () => {
    expect(searchUrl(needing)).toBe(
      `${searchUrl(toronto)}&space=300&availableBy=2027-01-15&maxPrice=12.5&minDockDoors=4&minClearHeight=24&certifications=Food+Grade+%2F+FDA-Registered&certifications=Organic&termMonths=6`,
    );
  });

  it('reads it back, and carries it to the detail page and back to the results', () => {
    expect(readSearchParams(new URL(searchUrl(needing), 'http://x').searchParams).criteria).toEqual(needing);
    expect(readReturnParams(returnParams(needing, 'grid')).criteria).toEqual(needing);
    expect(backToResultsUrl(returnParams(needing, 'grid'))).toBe(searchUrl(needing));
  });

  it('brings numbers to their range and drops dates that are not days', () => {
    const { criteria } = readSearchParams(
      new URLSearchParams('space=-3&spaceUnit=square_feet&availableBy=2027-02-30&maxPrice=900'),
    );
    expect(criteria.need).toMatchObject({ space: 1, spaceUnit: 'square_feet', availableBy: null, maxPrice: 200 });
  });
});

describe('apiSearchUrl', () => {
  it('passes the page parameters as typed (so the API can report bad ones) and drops the view', () => {
    const params = new URLSearchParams('query=Toronto&distance=35&view=list&page=2');
    expect(apiSearchUrl(params)).toBe('/api/search?query=Toronto&distance=35&page=2');
  });
});

describe('fallback cities', () => {
  it('lists 31 Canadian cities, each once, with province codes', () => {
    expect(FALLBACK_CITIES).toHaveLength(31);
    expect(new Set(FALLBACK_CITIES.map((c) => `${c.city}|${c.province}`)).size).toBe(31);
    for (const c of FALLBACK_CITIES) expect(c.province).toMatch(/^(AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)$/);
  });
});

describe('location suggestions', () => {
  const warehouseCities = [
    { city: 'Toronto', province: 'ON' },
    { city: 'Torrance', province: 'CA' },
  ];

  it('puts warehouse cities first, then the built-in list, without duplicates, at most 3', () => {
    expect(localSuggestions('tor', warehouseCities, FALLBACK_CITIES)).toEqual([
      { city: 'Toronto', province: 'ON' },
      { city: 'Torrance', province: 'CA' },
    ]);
    expect(localSuggestions('montreal', [], FALLBACK_CITIES)).toEqual([{ city: 'Montréal', province: 'QC' }]);
    expect(localSuggestions('Toronto, O', [], FALLBACK_CITIES)).toEqual([{ city: 'Toronto', province: 'ON' }]);
    expect(localSuggestions('s', FALLBACK_CITIES, FALLBACK_CITIES).length).toBeLessThanOrEqual(3);
  });

  it('matches any word of a name', () => {
    expect(localSuggestions('john', [], FALLBACK_CITIES)).toEqual([
      { city: "St. John's", province: 'NL' },
      { city: 'Saint John', province: 'NB' },
    ]);
  });

  it('de-duplicates server answers against local ones by city and province, accents and case ignored', () => {
    const merged = mergeSuggestions([
      [{ city: 'Montréal', province: 'QC' }],
      [
        { city: 'MONTREAL', province: 'qc' },
        { city: 'Montréal-Est', province: 'QC' },
        { city: 'Montreal', province: 'WI' },
        { city: 'Montrose', province: 'CO' },
      ],
    ]);
    expect(merged).toEqual([
      { city: 'Montréal', province: 'QC' },
      { city: 'Montréal-Est', province: 'QC' },
      { city: 'Montreal', province: 'WI' },
    ]);
  });
});

describe('the map view in the URL', () => {
  it('keeps view=map and the box of "Search this area", and drops a box that is not one', () => {
    const { criteria, view } = readSearchParams(
      new URLSearchParams('query=Toronto&view=map&bbox=-79.6,43.5,-79.2,43.8'),
    );
    expect(view).toMatchObject({ view: 'map', bbox: '-79.6,43.5,-79.2,43.8' });
    expect(searchUrl(criteria, view)).toBe(
      '/search?query=Toronto&distance=30&view=map&bbox=-79.6%2C43.5%2C-79.2%2C43.8',
    );
    expect(readSearchParams(new URLSearchParams('view=map&bbox=1,2,3')).view.bbox).toBeUndefined();
  });

  it('brings the visitor from the detail page back to the map', () => {
    const link = warehouseCardUrl('abc', {
      criteria: readSearchParams(new URLSearchParams('query=Reno')).criteria,
      viewMode: 'map',
    });
    expect(backToResultsUrl(new URL(link, 'https://x.example').searchParams)).toContain('view=map');
  });
});
