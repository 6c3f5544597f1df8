import type { SpaceUnit } from '#src/shared/catalog.ts';
import type { BusinessType, QuizCountry, StorageDuration } from './options.ts';

/** The quiz answers (docs/decisions/quiz.md); '' means not answered yet. */
export interface QuizAnswers {
  country: QuizCountry | '';
  province: string;
  /** The first chosen city, kept beside the list as the agreed answer record has both (docs/decisions/quiz.md). */
  city: string;
  cities: string[];
  storageType: string;
  productTypes: string[];
  businessType: BusinessType | '';
  servicesNeeded: string[];
  storageDuration: StorageDuration | '';
  /** The space needed as typed on the last step (optional), in `spaceUnit`. */
  space: string;
  spaceUnit: SpaceUnit;
}

export const EMPTY_ANSWERS: QuizAnswers = {
  country: '',
  province: '',
  city: '',
  cities: [],
  storageType: '',
  productTypes: [],
  businessType: '',
  servicesNeeded: [],
  storageDuration: '',
  space: '',
  spaceUnit: 'pallet_positions',
};
