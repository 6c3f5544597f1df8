import { NO_NEED, readNeed } from '#src/shared/search-need.ts';
import { searchUrl } from '#src/shared/search-url.ts';
import { cityName, QUIZ_COUNTRIES, UNSURE } from './options.ts';
import type { QuizAnswers } from './answers.ts';

/** docs/decisions/quiz.md: distance 30 km around a chosen province/state, otherwise 50 km. */
const QUIZ_DISTANCE_KM = { withProvince: 30, withoutProvince: 50 } as const;

const DURATION_TERM = { short_term: 'short-term', long_term: 'long-term' } as const;

/**
 * The /search URL the quiz ends in (docs/decisions/quiz.md): the chosen cities (underscores as spaces),
 * then the province/state code and the country name, each left out when unknown or "not sure";
 * the storage type unless "not sure"; the services; the term unless "not sure"; the space needed
 * when given (read as the search reads a link, docs/decisions/listing-facts.md).
 */
export function quizSearchUrl(answers: QuizAnswers): string {
  const country = QUIZ_COUNTRIES.find((c) => c.value === answers.country)?.name ?? null;
  const hasProvince = answers.province !== '' && answers.province !== UNSURE;
  const place = [
    ...answers.cities.filter((c) => c !== UNSURE).map(cityName),
    ...(hasProvince ? [answers.province] : []),
    ...(country ? [country] : []),
  ];
  const storageTypeKnown = answers.storageType !== '' && answers.storageType !== UNSURE;
  const term =
    answers.storageDuration === 'short_term' || answers.storageDuration === 'long_term'
      ? DURATION_TERM[answers.storageDuration]
      : 'all';
  const { space, spaceUnit } = readNeed((key) =>
    key === 'space' ? answers.space.replace(/,/g, '') : key === 'spaceUnit' ? answers.spaceUnit : undefined,
  );
  return searchUrl({
    query: place.join(', '),
    storageTypesOffered: storageTypeKnown ? [answers.storageType] : [],
    servicesOffered: answers.servicesNeeded,
    distance: hasProvince ? QUIZ_DISTANCE_KM.withProvince : QUIZ_DISTANCE_KM.withoutProvince,
    storageTermType: term,
    ...(space === null ? {} : { need: { ...NO_NEED, space, spaceUnit } }),
  });
}

export const QUIZ_COMPLETE_TOAST = {
  title: 'Quiz Complete!',
  description: "We've found warehouses that match your needs.",
} as const;
