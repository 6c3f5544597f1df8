// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WarehouseDetail } from '#src/components/warehouse/WarehouseDetail.tsx';
import { publicWarehouseAnswer } from '#tests/support/listing-answers.ts';

/** A listing that hides its street number: its page shows an area, never the building's position. */

const renderPage = (approximateLocation: boolean, locatedByCityOnly = false) =>
  render(
    <WarehouseDetail
      warehouse={publicWarehouseAnswer({
        approximateLocation,
        locatedByCityOnly,
        showContactInfo: !approximateLocation || locatedByCityOnly,
      })}
      nearby={[]}
      backHref="/search"
      gallery={null}
      favorite={null}
      quoteForm={null}
    />,
  ).container;

afterEach(cleanup);

describe('the location on a listing page', () => {
  it('prints no coordinates, no directions and no pin for a hidden address, and says the area is approximate', () => {
    const page = renderPage(true);
    expect(page.innerHTML).not.toMatch(/°\sN|°\sW/);
    expect(page.textContent).not.toContain('Directions');
    expect(page.querySelector('[data-approximate-area]')).not.toBeNull();
    expect(page.textContent).toContain('approximate area, within about a kilometre');
  });

  it('shows the city area, no coordinates and no directions, when the owner never placed the pin', () => {
    const page = renderPage(true, true);
    expect(page.innerHTML).not.toMatch(/°\sN|°\sW/);
    expect(page.textContent).not.toContain('Directions');
    expect(page.querySelector('[data-approximate-area]')).not.toBeNull();
    expect(page.textContent).toContain("Toronto's area: the owner has not placed the pin on the building yet");
  });

  it('prints the coordinates and directions when the address is shown', () => {
    const page = renderPage(false);
    expect(page.textContent).toMatch(/43\.6500°\sN/);
    expect(page.textContent).toContain('Directions');
    expect(page.querySelector('[data-approximate-area]')).toBeNull();
  });
});
