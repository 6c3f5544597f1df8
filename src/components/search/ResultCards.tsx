import { memo, useEffect, useMemo, useState } from 'react';
import type { SearchedWarehouse } from '#src/client/answers.ts';
import { searchUrl, type ResultsView, type SearchCriteria } from '#src/shared/search-url.ts';
import { WarehouseCard, type WarehouseCardProps } from '#src/components/warehouse/WarehouseCard.tsx';
import { QuoteSelectCheckbox } from '#src/components/quote/QuoteSelection.tsx';
import { ResultsGrid } from './ResultsParts.tsx';
import { m } from '#src/shared/i18n/messages.ts';

/**
 * How many cards a results render adds: one row, 3 cards on wide screens, 1 below Tailwind's `sm`
 * (40rem, one column), where a phone's first screen shows one. The first render draws the first
 * row and the rest follow a row at a time, each a task of its own, so none holds a slow phone's
 * main thread long enough to delay a tap.
 */
const cardsPerRender = () => (window.matchMedia('(min-width: 40rem)').matches ? 3 : 1);

interface ResultCardsProps {
  warehouses: SearchedWarehouse[];
  criteria: SearchCriteria;
  view: ResultsView;
}

/**
 * The result cards, drawn a row per render (cardsPerRender). The count drawn is this component's
 * own state, so each new row re-renders the list alone, and the rows already drawn are skipped
 * (ResultCard is memoized on props that stay the same between those renders).
 */
export function ResultCards({ warehouses, criteria, view }: ResultCardsProps) {
  const [cardsDrawn, setCardsDrawn] = useState(cardsPerRender);
  useEffect(() => {
    if (cardsDrawn >= warehouses.length) return;
    const timer = setTimeout(() => setCardsDrawn((drawn) => drawn + cardsPerRender()));
    return () => clearTimeout(timer);
  }, [warehouses, cardsDrawn]);
  const searchContext = searchUrl(criteria, view);
  const returnTo = useMemo(() => ({ criteria, viewMode: view.view }), [criteria, view.view]);
  return (
    <ResultsGrid view={view.view}>
      {warehouses.slice(0, cardsDrawn).map((w, i) => (
        <ResultCard
          key={w.id}
          warehouse={w}
          returnTo={returnTo}
          searchContext={searchContext}
          layout={view.view}
          // The first row (three cards on wide screens) loads at once; the first two (the
          // phone and tablet screenful, and the page's largest paint) ahead of the rest.
          eagerImage={i < 3}
          priorityImage={i < 2}
        />
      ))}
    </ResultsGrid>
  );
}

const ResultCard = memo(function ResultCard(
  props: Omit<WarehouseCardProps, 'warehouse' | 'headingLevel'> & { warehouse: SearchedWarehouse },
) {
  const { missingServices } = props.warehouse;
  return (
    <li>
      <WarehouseCard {...props} headingLevel="h3" />
      <QuoteSelectCheckbox warehouseId={props.warehouse.id} warehouseName={props.warehouse.name} />
      {missingServices.length > 0 && (
        <p className="mt-2 text-sm text-ink-muted">
          {m.search_does_not_offer_join({ join: missingServices.join(', ') })}
        </p>
      )}
    </li>
  );
});
