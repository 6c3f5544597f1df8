import { useEffect, useState } from 'react';
import type { SearchCriteria } from '#src/shared/search-url.ts';
import type { SearchForm as SearchFormComponent, SearchFormProps } from './SearchForm.tsx';
import { SearchFormSkeleton } from './SearchFormSkeleton.tsx';

/**
 * The form's code (location suggestions, menus, slider) is asked for once the first render is on
 * screen: the results are what the visitor came for, and what a phone's first requests and main
 * thread go to. Until it arrives the form's picture, with the URL's values, holds its place.
 */
const loadSearchForm = () => import('./SearchForm.tsx').then((m) => m.SearchForm);

/**
 * The page form, or its picture with the same values until the form's code has arrived. Loading
 * it here, not in SearchResults, keeps its arrival from re-rendering the results.
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
