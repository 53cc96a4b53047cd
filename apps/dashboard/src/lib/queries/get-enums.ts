import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@siirto/api-client/schema';
import { apiClient, unwrap } from '../api';
import { sharedKeys } from './keys';

/** GET /enums/: the choice lists and the server's texts (the session loads them at start-up). */
export const enumsQueryOptions = queryOptions({
  queryKey: sharedKeys.enums,
  queryFn: ({ signal }) => unwrap(apiClient.GET('/enums/', { signal })),
  staleTime: 60 * 60_000,
});
export const useEnums = () => useQuery(enumsQueryOptions);

/** The server enums that are lists of options (the translations entry is not). */
export type EnumKey = Exclude<keyof components['schemas']['Enums'], 'translations'>;

/** `label(key, value, fallback?)`: the option's label; `fallback` (else the value itself) when unknown; null for none. */
export interface EnumLabel {
  (key: EnumKey, value: number, fallback?: string): string;
  (key: EnumKey, value: number | null | undefined, fallback?: string): string | null;
}

/** The one lookup of a server enum's label (spec 2 §4: the full names come from the server enum). */
export function useEnumLabel(): EnumLabel {
  const { data } = useEnums();
  return useCallback(
    (key: EnumKey, value: number | null | undefined, fallback?: string): string | null => {
      if (value === null || value === undefined) return null;
      const options = data?.[key];
      const option = Array.isArray(options)
        ? options.find((item) => 'value' in item && Number(item.value) === value)
        : undefined;
      return option && 'label' in option ? option.label : (fallback ?? String(value));
    },
    [data],
  ) as EnumLabel;
}
