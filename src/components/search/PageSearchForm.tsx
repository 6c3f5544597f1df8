import { useEffect, useState } from 'react';
import type { SearchCriteria } from '#src/shared/search-url.ts';
import type { SearchForm as SearchFormComponent, SearchFormProps } from './SearchForm.tsx';
import { SearchFormSkeleton } from './SearchFormSkeleton.tsx';

/**
 * The form is rendered once the results' first render is on screen: the results are what the
 * visitor came for, and what a phone's main thread goes to first. Its code comes in the same chunk
 * as its picture (astro.config.mjs, "search-form"); its menus' code only when they are shown
 * (SearchForm.tsx). Until the form renders, its picture, with the URL's values, holds its place.
 */
const loadSearchForm = () => import('./SearchForm.tsx').then((m) => m.SearchForm);

/**
 * The page form, or its picture with the same values until the form is rendered. Loading it here,
 * not in SearchResults, keeps its arrival from re-rendering the results.
 */
export function PageSearchForm(props: SearchFormProps & { initialValues: SearchCriteria }) {
  const [SearchForm, setSearchForm] = useState<typeof SearchFormComponent | null>(null);
  useEffect(() => {
    loadSearchForm()
      .then((form) => setSearchForm(() => form))
      // The picture stays, as the whole page would if the island's own code failed to load.
      .catch((err) => console.error('Could not load the search form', err));
  }, []);
  if (SearchForm) return <SearchForm {...props} />;
  return (
    <div aria-hidden="true" inert>
      <SearchFormSkeleton values={props.initialValues} />
    </div>
  );
}
