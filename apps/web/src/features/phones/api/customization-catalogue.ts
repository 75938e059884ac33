import { queryOptions } from '@tanstack/react-query';
import type { City, Country, PhoneModel } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';

/** The catalogue's shapes are the contract's; still exported from here for the feature's components. */
export type { City, Country, PhoneModel };

const forever = { staleTime: Infinity, gcTime: 30 * 60_000 } as const;

/** GET /app-api/infra/model-library/list: brands and models a phone can be customised as. */
export const modelLibraryQuery = queryOptions({
  queryKey: ['phones', 'model-library'],
  queryFn: () => api.get<PhoneModel[]>('/app-api/infra/model-library/list'),
  ...forever,
});

/** GET /app-api/infra/renew-redesign/countries. */
export const countriesQuery = queryOptions({
  queryKey: ['phones', 'countries'],
  queryFn: () => api.get<Country[]>('/app-api/infra/renew-redesign/countries'),
  ...forever,
});

/** GET /app-api/infra/renew-redesign/cities/{id}. */
export const citiesQuery = (countryId: number | null) =>
  queryOptions({
    queryKey: ['phones', 'cities', countryId],
    queryFn: () => api.get<City[]>(`/app-api/infra/renew-redesign/cities/${countryId}`),
    enabled: countryId !== null,
    ...forever,
  });
