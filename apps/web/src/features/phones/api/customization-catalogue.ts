import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/http';

export interface PhoneModel {
  brand: string;
  model: string;
  name: string;
}
export interface Country {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  language: string;
}
export interface City {
  id: number;
  name: string;
  nameEn: string;
  location: string;
  timeZone: string;
}

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
