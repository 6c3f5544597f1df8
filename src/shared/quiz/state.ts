import type { SpaceUnit } from '#src/shared/catalog.ts';
import { recommendedServices, storageTypeForProducts } from './mappings.ts';
import { EMPTY_ANSWERS, type QuizAnswers } from './answers.ts';
import { UNSURE, type BusinessType, type QuizCountry, type StorageDuration } from './options.ts';

/**
 * The quiz's step machine: pure functions over plain data, so the
 * dialog stays a thin view and every rule is unit-tested.
 */

export type QuizStep = 1 | 2 | 2.5 | 3 | 3.5 | 4;

export interface QuizState {
  step: QuizStep;
  answers: QuizAnswers;
  /**
   * Set when the visitor answered "not sure" to the storage type: step 2.5 then replaces the
   * answer with the type derived from the products, and Back from step 3 returns to 2.5.
   */
  storageTypeFromProducts: boolean;
}

export const INITIAL_QUIZ: QuizState = { step: 1, answers: EMPTY_ANSWERS, storageTypeFromProducts: false };

/** Which of the 4 progress dots a step lights: the half steps belong to the step before them. */
export const PROGRESS_DOTS = 4;
export const progressDot = (step: QuizStep) => Math.floor(step);

/** Whether Next is allowed: only the business type step requires a choice (docs/decisions/quiz.md). */
export const canContinue = (state: QuizState) => state.step !== 3.5 || state.answers.businessType !== '';

/** The business type step's button: 'Continue' for "not sure", otherwise the recommendations. */
export const businessNextLabel = (businessType: BusinessType | '') =>
  businessType === UNSURE ? 'Continue' : 'Get My Recommendations';

export type QuizAction =
  | { type: 'setCountry'; country: QuizCountry }
  | { type: 'setProvince'; province: string }
  | { type: 'toggleCity'; city: string }
  | { type: 'setStorageType'; storageType: string }
  | { type: 'toggleProduct'; product: string }
  | { type: 'toggleService'; service: string }
  | { type: 'useRecommendations' }
  | { type: 'setBusinessType'; businessType: BusinessType }
  | { type: 'setDuration'; storageDuration: StorageDuration }
  | { type: 'setSpace'; space: string; spaceUnit: SpaceUnit }
  | { type: 'askBusinessType' }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'reset' };

const toggle = (list: readonly string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** Picking "not sure" replaces the cities chosen; picking a city drops "not sure". */
function toggleCity(cities: readonly string[], city: string): string[] {
  if (city === UNSURE) return cities.includes(UNSURE) ? [] : [UNSURE];
  return toggle(
    cities.filter((c) => c !== UNSURE),
    city,
  );
}

function withAnswers(state: QuizState, changes: Partial<QuizAnswers>): QuizState {
  return { ...state, answers: { ...state.answers, ...changes } };
}

/** The quiz flow (docs/decisions/quiz.md): every transition, back rule and reset rule. */
export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  const { answers } = state;
  switch (action.type) {
    case 'setCountry':
      if (action.country === answers.country) return state;
      return withAnswers(state, { country: action.country, province: '', cities: [], city: '' });
    case 'setProvince':
      if (action.province === answers.province) return state;
      return withAnswers(state, { province: action.province, cities: [], city: '' });
    case 'toggleCity': {
      const cities = toggleCity(answers.cities, action.city);
      return withAnswers(state, { cities, city: cities[0] ?? '' });
    }
    case 'setStorageType':
      return { ...withAnswers(state, { storageType: action.storageType }), storageTypeFromProducts: false };
    case 'toggleProduct':
      return withAnswers(state, { productTypes: toggle(answers.productTypes, action.product) });
    case 'toggleService':
      return withAnswers(state, { servicesNeeded: toggle(answers.servicesNeeded, action.service) });
    case 'useRecommendations':
      return withAnswers(state, { servicesNeeded: recommendedServices(answers) });
    case 'setBusinessType':
      return withAnswers(state, { businessType: action.businessType });
    case 'setDuration':
      return withAnswers(state, { storageDuration: action.storageDuration });
    case 'setSpace':
      return withAnswers(state, { space: action.space, spaceUnit: action.spaceUnit });
    case 'askBusinessType':
      return state.step === 3 ? { ...state, step: 3.5 } : state;
    case 'reset':
      return INITIAL_QUIZ;
    case 'next':
      return next(state);
    case 'back':
      return back(state);
  }
}

function next(state: QuizState): QuizState {
  const { answers } = state;
  switch (state.step) {
    case 1:
      return { ...state, step: 2 };
    case 2:
      return answers.storageType === UNSURE
        ? { ...state, step: 2.5, storageTypeFromProducts: true }
        : { ...state, step: 3 };
    case 2.5:
      return { ...withAnswers(state, { storageType: storageTypeForProducts(answers.productTypes) }), step: 3 };
    case 3:
      return { ...state, step: 4 };
    case 3.5: {
      if (!answers.businessType) return state;
      const servicesNeeded = answers.businessType === UNSURE ? answers.servicesNeeded : recommendedServices(answers);
      return { ...withAnswers(state, { servicesNeeded }), step: 3 };
    }
    case 4:
      return state;
  }
}

function back(state: QuizState): QuizState {
  switch (state.step) {
    case 1:
      return state;
    case 2:
      return { ...state, step: 1 };
    case 2.5:
      // Step 2 shows the visitor's own answer again, not the type derived from the products.
      return { ...withAnswers(state, { storageType: UNSURE }), step: 2 };
    case 3:
      return state.storageTypeFromProducts ? { ...state, step: 2.5 } : { ...state, step: 2 };
    case 3.5:
      return { ...state, step: 3 };
    case 4:
      return { ...state, step: 3 };
  }
}
