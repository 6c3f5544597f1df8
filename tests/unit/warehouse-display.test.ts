import { describe, expect, it } from 'vitest';
import { formatDistanceKm, formatNumber, hideStreetNumber, imageSrcSet } from '#src/shared/warehouse.ts';

describe('public warehouse helpers', () => {
  it.each([
    ['1250 Industrial Pkwy', 'Industrial Pkwy'],
    ['88B Commerce Road', 'Commerce Road'],
    ['Unit 4, Airport Road', 'Unit 4, Airport Road'],
  ])('hides the street number of %j', (address, shown) => expect(hideStreetNumber(address)).toBe(shown));

  it('builds a srcset from the stored 960 px image', () => {
    expect(imageSrcSet('/media/demo/dock-960.webp')).toBe(
      '/media/demo/dock-480.webp 480w, /media/demo/dock-960.webp 960w, /media/demo/dock-1600.webp 1600w',
    );
    expect(imageSrcSet('https://example.com/photo.jpg')).toBe('');
  });
});

describe('formatDistanceKm', () => {
  it.each([
    [0, 'Under 1 km'],
    [0.4, 'Under 1 km'],
    [14.46, '14.5 km'],
    [1234.5, '1,234.5 km'],
  ])('shows %d km as %j', (km, shown) => expect(formatDistanceKm(km)).toBe(shown));
});

describe('formatNumber', () => {
  it.each([0, 7, 999, 1000, 12500, 1234567, 2000000000, 0.5, 14.46, 1234.5678, 99999.9995])(
    'prints %d as Intl.NumberFormat en-US does',
    (n) => expect(formatNumber(n)).toBe(new Intl.NumberFormat('en-US').format(n)),
  );
});
