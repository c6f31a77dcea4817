import type { CallDef, CallInput } from '@guanlan/shared';

/**
 * TanStack Query keys built from call names. The path (which ends in the SPEC call name) is
 * unique in the registry, so `['/api/login/currentUser']` invalidates every input of a call.
 */
export function callKey(def: Pick<CallDef, 'path'>): readonly [string] {
  return [def.path];
}

export function queryKeyOf<C extends CallDef>(
  def: C,
  input?: CallInput<C>,
): readonly [string] | readonly [string, CallInput<C>] {
  return input === undefined ? [def.path] : [def.path, input];
}
