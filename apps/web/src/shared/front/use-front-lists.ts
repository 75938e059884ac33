import { frontApi, type DataCentre, type DictData } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../api/call';

/*
 * The server's reference lists the console labels things with: dictionaries (spec point 3: the
 * business status and tip dictionaries) and data centres. Asked once per page load and kept (they
 * change only when an operator edits them; the language is fixed until the page reloads).
 */

/** A dictionary's entries by value; empty until loaded (callers keep their own fallback label). */
export function useDict(dictType: string): ReadonlyMap<string, DictData> {
  const { data } = useQuery({
    queryKey: ['front', 'dict', dictType],
    queryFn: () => call(frontApi.endpoints.dictData, { dictType }),
    staleTime: Infinity,
  });
  return useMemo(() => new Map((data ?? []).map((entry) => [entry.dictValue, entry])), [data]);
}

/** The data centre a phone's country and city run in, by name; null when unknown or not loaded. */
export function useDataCentreOf(): (place: { country: string; city: string }) => string | null {
  const { data } = useQuery({
    queryKey: ['front', 'dc-info'],
    queryFn: () => call(frontApi.endpoints.dcInfo),
    staleTime: Infinity,
  });
  return useMemo(() => {
    const byPlace = new Map((data ?? []).map((dc: DataCentre) => [`${dc.country}/${dc.city}`, dc.name]));
    return (place) => byPlace.get(`${place.country}/${place.city}`) ?? null;
  }, [data]);
}
