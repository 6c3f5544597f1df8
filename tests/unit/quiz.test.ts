import { describe, expect, it } from 'vitest';
import { QUIZ_STORAGE_TYPES, SERVICES } from '#src/shared/catalog.ts';
import { CANADIAN_PROVINCES, US_STATES } from '#src/shared/regions.ts';
import { EMPTY_ANSWERS, type QuizAnswers } from '#src/shared/quiz/answers.ts';
import {
  BUSINESS_TYPES,
  citiesFor,
  PRODUCT_TYPES,
  provincesFor,
  QUIZ_STORAGE_TYPE_OPTIONS,
} from '#src/shared/quiz/options.ts';
import {
  BUSINESS_SERVICES,
  PRODUCT_SERVICES,
  recommendedServices,
  storageTypeForProducts,
} from '#src/shared/quiz/mappings.ts';
import {
  businessNextLabel,
  canContinue,
  INITIAL_QUIZ,
  progressDot,
  quizReducer,
  type QuizAction,
  type QuizState,
  type QuizStep,
} from '#src/shared/quiz/state.ts';
import { quizSearchUrl } from '#src/shared/quiz/url.ts';

const run = (actions: QuizAction[], from: QuizState = INITIAL_QUIZ) => actions.reduce(quizReducer, from);
const at = (step: QuizStep, answers: Partial<QuizAnswers> = {}, storageTypeFromProducts = false): QuizState => ({
  step,
  answers: { ...EMPTY_ANSWERS, ...answers },
  storageTypeFromProducts,
});

describe('value lists', () => {
  it('offers 13 provinces, 50 states, and none for an unknown country', () => {
    expect(provincesFor('canada')).toBe(CANADIAN_PROVINCES);
    expect(provincesFor('united_states')).toBe(US_STATES);
    expect(provincesFor('unsure')).toEqual([]);
    expect(provincesFor('')).toEqual([]);
  });

  it('has a city list ending with "not sure" for every province and state', () => {
    for (const region of [...CANADIAN_PROVINCES, ...US_STATES]) {
      const cities = citiesFor(region.code);
      expect(cities.length, region.code).toBeGreaterThan(1);
      expect(cities.at(-1)!.value).toBe('unsure');
      for (const c of cities.slice(0, -1)) expect(c.value).toBe(c.label.replace(/ /g, '_'));
    }
    expect(citiesFor('')).toEqual([]);
  });

  it('never offers Hazmat Storage, and ends the storage types with "not sure"', () => {
    expect(QUIZ_STORAGE_TYPE_OPTIONS.map((o) => o.value)).toEqual([...QUIZ_STORAGE_TYPES, 'unsure']);
    expect(QUIZ_STORAGE_TYPE_OPTIONS.some((o) => o.value === 'Hazmat Storage')).toBe(false);
  });

  it('maps every product and business type only to real services', () => {
    for (const p of PRODUCT_TYPES) for (const s of PRODUCT_SERVICES[p.value]) expect(SERVICES).toContain(s);
    for (const b of BUSINESS_TYPES) {
      if (b.value === 'unsure') continue;
      expect(BUSINESS_SERVICES[b.value].length).toBeGreaterThan(0);
      for (const s of BUSINESS_SERVICES[b.value]) expect(SERVICES).toContain(s);
    }
  });
});

describe('storage type from products', () => {
  it.each([
    [['food_perishable'], 'Cold Storage'],
    [['food_frozen', 'food_perishable', 'clothing'], 'Cold Storage'],
    [['food_dry', 'clothing', 'electronics'], 'Dry Storage'],
    [['electronics', 'pharmaceuticals', 'furniture'], 'Climate Controlled'],
    [['chemicals'], 'Bonded Storage'],
    [['metals'], 'Outdoor / Yard Storage'],
    [['liquids', 'grains_bulk'], 'Bulk Storage'],
    [['books_paper', 'automotive_parts', 'fragile_items'], 'Dry Storage'],
    // A tie goes to the earlier storage type in the catalog.
    [['metals', 'chemicals'], 'Bonded Storage'],
    // The "dry_storage" fallback (docs/decisions/quiz.md) when nothing is mapped.
    [[], 'Dry Storage'],
  ])('%j → %s', (products, type) => expect(storageTypeForProducts(products)).toBe(type));
});

describe('recommended services', () => {
  it("uses the business type's mapping when there is one", () => {
    expect(recommendedServices({ businessType: 'subscription_box', productTypes: ['metals'] })).toEqual([
      ...BUSINESS_SERVICES.subscription_box,
    ]);
  });

  it('otherwise takes the 5 most frequent services across the products, ties in catalog order', () => {
    expect(recommendedServices({ businessType: 'unsure', productTypes: ['food_frozen', 'food_perishable'] })).toEqual([
      'Storage',
      'Distribution',
      'Inventory Management',
      'Freight Coordination',
      'Cross-Docking / Transloading',
    ]);
    expect(recommendedServices({ businessType: '', productTypes: ['electronics', 'clothing'] })).toEqual([
      'Fulfillment',
      'Pick and Pack Services',
      'Returns Handling',
      'Inventory Management',
      'Labeling & Packaging',
    ]);
  });

  it('recommends nothing without products or business type', () => {
    expect(recommendedServices({ businessType: '', productTypes: [] })).toEqual([]);
  });
});

describe('quiz transitions', () => {
  it.each<[string, QuizState, QuizStep]>([
    ['1 → 2', at(1), 2],
    ['2 with a type → 3', at(2, { storageType: 'Cold Storage' }), 3],
    ['2 with nothing chosen → 3', at(2), 3],
    ['2 with "not sure" → 2.5', at(2, { storageType: 'unsure' }), 2.5],
    ['2.5 → 3', at(2.5, { storageType: 'unsure' }, true), 3],
    ['3 → 4', at(3), 4],
    ['3.5 with a business type → 3', at(3.5, { businessType: 'manufacturer' }), 3],
    ['3.5 with "not sure" → 3', at(3.5, { businessType: 'unsure' }), 3],
    ['3.5 with nothing chosen stays', at(3.5), 3.5],
  ])('Next: %s', (_, state, step) => expect(quizReducer(state, { type: 'next' }).step).toBe(step));

  it.each<[string, QuizState, QuizStep]>([
    ['2 → 1', at(2), 1],
    ['2.5 → 2', at(2.5, { storageType: 'unsure' }, true), 2],
    ['3 → 2.5 when the storage type was "not sure"', at(3, { storageType: 'Cold Storage' }, true), 2.5],
    ['3 → 2 otherwise', at(3, { storageType: 'Cold Storage' }), 2],
    ['3.5 → 3', at(3.5), 3],
    ['4 → 3', at(4), 3],
  ])('Back: %s', (_, state, step) => expect(quizReducer(state, { type: 'back' }).step).toBe(step));

  it('derives the storage type from the products at 2.5, and shows "not sure" again when going back to 2', () => {
    const derived = run(
      [
        { type: 'setStorageType', storageType: 'unsure' },
        { type: 'next' },
        { type: 'toggleProduct', product: 'food_frozen' },
        { type: 'next' },
      ],
      at(2),
    );
    expect(derived.step).toBe(3);
    expect(derived.answers.storageType).toBe('Cold Storage');
    const backAtTwo = run([{ type: 'back' }, { type: 'back' }], derived);
    expect(backAtTwo.step).toBe(2);
    expect(backAtTwo.answers.storageType).toBe('unsure');
    const changedMind = run(
      [{ type: 'setStorageType', storageType: 'Bulk Storage' }, { type: 'next' }, { type: 'back' }],
      backAtTwo,
    );
    expect(changedMind.step).toBe(2);
  });

  it('reaches 3.5 only from 3, through the "help me choose" link', () => {
    expect(quizReducer(at(3), { type: 'askBusinessType' }).step).toBe(3.5);
    expect(quizReducer(at(2), { type: 'askBusinessType' }).step).toBe(2);
  });

  it('applies the business type recommendations at 3.5, and keeps the services for "not sure"', () => {
    const chosen = run(
      [{ type: 'setBusinessType', businessType: 'import_export' }, { type: 'next' }],
      at(3.5, { servicesNeeded: ['Kitting'] }),
    );
    expect(chosen.answers.servicesNeeded).toEqual([...BUSINESS_SERVICES.import_export]);
    const unsure = run(
      [{ type: 'setBusinessType', businessType: 'unsure' }, { type: 'next' }],
      at(3.5, { servicesNeeded: ['Kitting'] }),
    );
    expect(unsure.answers.servicesNeeded).toEqual(['Kitting']);
  });

  it('"Use These Recommendations" replaces the chosen services', () => {
    const state = quizReducer(at(3, { productTypes: ['clothing'], servicesNeeded: ['FBA'] }), {
      type: 'useRecommendations',
    });
    expect(state.answers.servicesNeeded).toEqual(recommendedServices({ businessType: '', productTypes: ['clothing'] }));
  });

  it('only the business type step needs an answer; its button reads Continue for "not sure"', () => {
    expect(canContinue(at(1))).toBe(true);
    expect(canContinue(at(2))).toBe(true);
    expect(canContinue(at(3.5))).toBe(false);
    expect(canContinue(at(3.5, { businessType: 'retail_store' }))).toBe(true);
    expect(businessNextLabel('unsure')).toBe('Continue');
    expect(businessNextLabel('retail_store')).toBe('Get My Recommendations');
    expect(businessNextLabel('')).toBe('Get My Recommendations');
  });

  it('changing the country clears province and cities; changing the province clears cities', () => {
    const chosen = run([
      { type: 'setCountry', country: 'canada' },
      { type: 'setProvince', province: 'ON' },
      { type: 'toggleCity', city: 'Toronto' },
    ]);
    expect(chosen.answers).toMatchObject({ province: 'ON', cities: ['Toronto'], city: 'Toronto' });
    expect(quizReducer(chosen, { type: 'setProvince', province: 'QC' }).answers).toMatchObject({
      province: 'QC',
      cities: [],
      city: '',
    });
    expect(quizReducer(chosen, { type: 'setCountry', country: 'united_states' }).answers).toMatchObject({
      country: 'united_states',
      province: '',
      cities: [],
    });
    expect(quizReducer(chosen, { type: 'setCountry', country: 'canada' })).toBe(chosen);
  });

  it('allows several cities; "not sure" and cities exclude each other', () => {
    const two = run(
      [
        { type: 'toggleCity', city: 'Toronto' },
        { type: 'toggleCity', city: 'Mississauga' },
      ],
      at(1, { country: 'canada', province: 'ON' }),
    );
    expect(two.answers.cities).toEqual(['Toronto', 'Mississauga']);
    expect(quizReducer(two, { type: 'toggleCity', city: 'unsure' }).answers.cities).toEqual(['unsure']);
    expect(
      run(
        [
          { type: 'toggleCity', city: 'unsure' },
          { type: 'toggleCity', city: 'Ottawa' },
        ],
        two,
      ).answers.cities,
    ).toEqual(['Ottawa']);
    expect(quizReducer(two, { type: 'toggleCity', city: 'Toronto' }).answers.cities).toEqual(['Mississauga']);
  });

  it('reset empties every answer and returns to step 1', () => {
    expect(quizReducer(at(4, { country: 'canada', servicesNeeded: ['FBA'] }), { type: 'reset' })).toEqual(INITIAL_QUIZ);
  });

  it('lights 4 progress dots, the half steps with the step before', () => {
    expect([1, 2, 2.5, 3, 3.5, 4].map((s) => progressDot(s as QuizStep))).toEqual([1, 2, 2, 3, 3, 4]);
  });
});

describe('quizSearchUrl', () => {
  const params = (answers: Partial<QuizAnswers>) =>
    new URL(quizSearchUrl({ ...EMPTY_ANSWERS, ...answers }), 'http://x');

  it('builds the full search from every answer', () => {
    expect(
      quizSearchUrl({
        ...EMPTY_ANSWERS,
        country: 'canada',
        province: 'ON',
        cities: ['Toronto', 'Richmond_Hill'],
        storageType: 'Cold Storage',
        servicesNeeded: ['Storage', 'Distribution'],
        storageDuration: 'long_term',
      }),
    ).toBe(
      '/search?query=Toronto%2C+Richmond+Hill%2C+ON%2C+Canada&storageTypesOffered=Cold+Storage&servicesOffered=Storage&servicesOffered=Distribution&distance=30&storageTermType=long-term',
    );
  });

  it('passes the space asked on the last step, as the search reads it, and nothing when left blank', () => {
    expect(params({ space: '1,200', spaceUnit: 'square_feet' }).searchParams.get('space')).toBe('1200');
    expect(params({ space: '1,200', spaceUnit: 'square_feet' }).searchParams.get('spaceUnit')).toBe('square_feet');
    expect(params({ space: '300' }).search).toBe('?query=&distance=50&space=300');
    expect(params({ space: '' }).searchParams.has('space')).toBe(false);
  });

  it.each<[string, Partial<QuizAnswers>, string, number]>([
    ['nothing answered', {}, '', 50],
    ['country unsure', { country: 'unsure' }, '', 50],
    ['country only', { country: 'united_states' }, 'United States', 50],
    ['province unsure', { country: 'canada', province: 'unsure' }, 'Canada', 50],
    ['province without cities', { country: 'united_states', province: 'TX' }, 'TX, United States', 30],
    ['city "not sure"', { country: 'canada', province: 'BC', cities: ['unsure'] }, 'BC, Canada', 30],
    [
      'city names with underscores',
      { country: 'united_states', province: 'NY', cities: ['New_York_City'] },
      'New York City, NY, United States',
      30,
    ],
  ])('query and distance: %s', (_, answers, query, distance) => {
    const url = params(answers);
    expect(url.searchParams.get('query')).toBe(query);
    expect(url.searchParams.get('distance')).toBe(String(distance));
  });

  it.each<[Partial<QuizAnswers>, string[], string | null]>([
    [{ storageType: 'unsure', storageDuration: 'unsure' }, [], null],
    [{ storageType: '', storageDuration: '' }, [], null],
    [{ storageType: 'Bulk Storage', storageDuration: 'short_term' }, ['Bulk Storage'], 'short-term'],
    [{ storageType: 'Dry Storage', storageDuration: 'long_term' }, ['Dry Storage'], 'long-term'],
  ])('storage type and term: %j', (answers, types, term) => {
    const url = params(answers);
    expect(url.searchParams.getAll('storageTypesOffered')).toEqual(types);
    expect(url.searchParams.get('storageTermType')).toBe(term);
  });
});
