import { describe, expect, it } from 'vitest';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, TooltipTiming } from '#src/client/tooltip.ts';

describe('tooltip delays (docs/decisions/interface-behaviour.md)', () => {
  it('are 700 ms to open and 300 ms between neighbours', () => {
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('waits the full delay before the first tooltip', () => {
    expect(new TooltipTiming().delayBeforeOpen(1_000)).toBe(700);
  });

  it('opens a neighbour at once while one is shown or closed less than 300 ms ago', () => {
    const timing = new TooltipTiming();
    timing.opened();
    expect(timing.delayBeforeOpen(5_000)).toBe(0);
    timing.closed(5_000);
    expect(timing.delayBeforeOpen(5_299)).toBe(0);
    expect(timing.delayBeforeOpen(5_300)).toBe(700);
  });
});
