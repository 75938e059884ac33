import { queryOptions } from '@tanstack/react-query';
import { customizationCatalogueApi, type City, type Country, type PhoneModel } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';

/** The catalogue's shapes are the contract's; still exported from here for the feature's components. */
export type { City, Country, PhoneModel };

const forever = { staleTime: Infinity, gcTime: 30 * 60_000 } as const;
const { models, countries, cities } = customizationCatalogueApi.endpoints;

/** Brands and models a phone can be customised as. */
export const modelLibraryQuery = queryOptions({
  queryKey: ['phones', 'model-library'],
  queryFn: () => call(models),
  ...forever,
});

export const countriesQuery = queryOptions({
  queryKey: ['phones', 'countries'],
  queryFn: () => call(countries),
  ...forever,
});

/** A country's cities, once one is chosen. */
export const citiesQuery = (countryId: number | null) =>
  queryOptions({
    queryKey: ['phones', 'cities', countryId],
    queryFn: () => call(cities, { id: countryId ?? 0 }),
    enabled: countryId !== null,
    ...forever,
  });
