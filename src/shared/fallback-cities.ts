/**
 * The built-in list of 31 major Canadian cities (docs/decisions/interface-behaviour.md) that supplements the server's
 * cities, and stands in for them when GET /api/cities fails. Names follow the gazetteer
 * (GeoNames) so a picked suggestion resolves to the same place on the server.
 */
export const FALLBACK_CITIES: readonly { city: string; province: string }[] = [
  { city: 'Toronto', province: 'ON' },
  { city: 'Montréal', province: 'QC' },
  { city: 'Vancouver', province: 'BC' },
  { city: 'Calgary', province: 'AB' },
  { city: 'Edmonton', province: 'AB' },
  { city: 'Ottawa', province: 'ON' },
  { city: 'Winnipeg', province: 'MB' },
  { city: 'Québec', province: 'QC' },
  { city: 'Mississauga', province: 'ON' },
  { city: 'Brampton', province: 'ON' },
  { city: 'Hamilton', province: 'ON' },
  { city: 'Surrey', province: 'BC' },
  { city: 'Laval', province: 'QC' },
  { city: 'Halifax', province: 'NS' },
  { city: 'London', province: 'ON' },
  { city: 'Markham', province: 'ON' },
  { city: 'Vaughan', province: 'ON' },
  { city: 'Gatineau', province: 'QC' },
  { city: 'Saskatoon', province: 'SK' },
  { city: 'Kitchener', province: 'ON' },
  { city: 'Burnaby', province: 'BC' },
  { city: 'Windsor', province: 'ON' },
  { city: 'Regina', province: 'SK' },
  { city: 'Oshawa', province: 'ON' },
  { city: 'Victoria', province: 'BC' },
  { city: 'Barrie', province: 'ON' },
  { city: 'Abbotsford', province: 'BC' },
  { city: 'Kelowna', province: 'BC' },
  { city: 'Moncton', province: 'NB' },
  { city: "St. John's", province: 'NL' },
  { city: 'Saint John', province: 'NB' },
];
