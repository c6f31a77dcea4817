import { useMutation, useQuery } from '@tanstack/react-query';
import type { UseMutationOptions, UseQueryOptions } from '@tanstack/react-query';
import type { CallDef, CallInput, CallOutput } from '@guanlan/shared';
import type { CallOptions } from './client';
import { call } from './http';
import { queryKeyOf } from './query-keys';

type QueryExtras<C extends CallDef> = Omit<
  UseQueryOptions<CallOutput<C>, Error, CallOutput<C>, readonly unknown[]>,
  'queryKey' | 'queryFn'
> &
  Pick<CallOptions, 'silent' | 'persistent'>;

/** TanStack Query over one shared call; the key comes from the call name and input. */
export function useCallQuery<C extends CallDef>(
  def: C,
  input: CallInput<C>,
  { silent, persistent, ...options }: QueryExtras<C> = {},
) {
  return useQuery({
    queryKey: queryKeyOf(def, input),
    queryFn: ({ signal }) => call(def, input, { signal, silent, persistent }),
    ...options,
  });
}

type MutationExtras<C extends CallDef> = Omit<
  UseMutationOptions<CallOutput<C>, Error, CallInput<C>>,
  'mutationFn'
> &
  Pick<CallOptions, 'silent'>;

/** A mutation over one shared call (form submissions, sending codes, saving). */
export function useCallMutation<C extends CallDef>(
  def: C,
  { silent, ...options }: MutationExtras<C> = {},
) {
  return useMutation({
    mutationFn: (input: CallInput<C>) => call(def, input, { silent }),
    ...options,
  });
}
