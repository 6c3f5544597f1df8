import { DEFAULT_RESULTS_VIEW, emptyCriteria } from '#src/shared/search-url.ts';
import { WarehouseCardSkeleton } from '#src/components/warehouse/WarehouseCard.tsx';
import {
  RESULTS_HEADER_ROW_CLASS,
  RESULTS_HEADING_CLASS,
  RESULTS_LAYOUT_CLASS,
  ResultsControls,
  ResultsGrid,
  searchingLabel,
  SKELETON_CARD_COUNT,
} from './ResultsParts.tsx';
import { ResultsActions } from './ResultsActions.tsx';
import { SearchFormSkeleton } from './SearchFormSkeleton.tsx';
import { m } from '#src/shared/i18n/messages.ts';

const ignore = () => {};

/** Where the page's inline script shows the first result's photo (src/pages/search.astro). */
export const SEARCH_PREVIEW_IMAGE_ID = 'search-preview-image';

/**
 * The /search page until its island (SearchResults, client:only) runs: rendered at build time into
 * the HTML from the island's own parts, so the page paints at once in the loaded page's layout
 * (form, sidebar, results heading, card placeholders) and nothing moves when the island takes
 * over. It is a picture only: hidden from assistive technology and inert until then.
 */
export function SearchPageSkeleton() {
  return (
    <div>
      <p className="sr-only" role="status">
        {m.search_loading_search()}
      </p>
      <div aria-hidden="true" inert>
        <div className="border-b border-line bg-surface">
          <div className="container-page pb-6">
            <SearchFormSkeleton />
          </div>
        </div>
        <div className={RESULTS_LAYOUT_CLASS}>
          {/* The filter sidebar has a fixed width beside the results: it can come with the island. */}
          <div className="hidden lg:block" />
          <div>
            <div className={RESULTS_HEADER_ROW_CLASS}>
              <p className={RESULTS_HEADING_CLASS}>{searchingLabel()}</p>
              <ResultsControls view={DEFAULT_RESULTS_VIEW} hasPlace={false} onChange={ignore} />
            </div>
            <ResultsActions criteria={emptyCriteria()} />
            <ResultsGrid view={DEFAULT_RESULTS_VIEW.view}>
              {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
                <li key={i}>
                  <WarehouseCardSkeleton
                    layout={DEFAULT_RESULTS_VIEW.view}
                    imageSlotId={i === 0 ? SEARCH_PREVIEW_IMAGE_ID : undefined}
                  />
                </li>
              ))}
            </ResultsGrid>
          </div>
        </div>
      </div>
    </div>
  );
}
