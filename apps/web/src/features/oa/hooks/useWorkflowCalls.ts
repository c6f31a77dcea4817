import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { systemCalls } from '@guanlan/shared';
import type { CallDef, CallInput, System } from '@guanlan/shared';
import { App } from 'antd';
import { useEffect, useState } from 'react';
import { AUTH_COOKIE, browserCookies, TOKEN_COOKIE } from '../../../api/cookies';
import { call } from '../../../api/http';
import { useCallMutation, useCallQuery } from '../../../api/useCall';

/** Every workflow call reads from these prefixes; a change refetches them all. */
const PREFIXES = ['/navy/', '/opinionOA/', '/api/oa/', '/api/navy/'];

const ENTRY = { navy: systemCalls.navySystemPage, oa: systemCalls.oaSystemPage } as const;
const entering: Partial<Record<System, Promise<void>>> = {};
/** The main session each system was entered with in this page load. */
const enteredWith: Partial<Record<System, string>> = {};

/**
 * Whether the navy or OA session cookie belongs to the current main session: a cookie left by
 * another login (another account, an earlier day) must never be used, so each page load enters
 * once from the main session.
 */
function isEntered(system: System): boolean {
  if (system === 'main') {
    return true;
  }
  const main = browserCookies.get(AUTH_COOKIE);
  return (
    main !== undefined &&
    enteredWith[system] === main &&
    Boolean(browserCookies.get(TOKEN_COOKIE[system]))
  );
}

/**
 * Enters the navy or OA system from the main session (single sign-on, SPEC §6); concurrent
 * callers share one entry.
 */
export function enterSystem(system: System): Promise<void> {
  if (isEntered(system)) {
    return Promise.resolve();
  }
  const main = browserCookies.get(AUTH_COOKIE);
  entering[system] ??= call(ENTRY[system as keyof typeof ENTRY], {}, { persistent: true })
    .then(() => {
      if (main !== undefined) {
        enteredWith[system] = main;
      }
    })
    .finally(() => {
      delete entering[system];
    });
  return entering[system];
}

/** Whether calls of `system` can go out yet (entered from the current main session). */
export function useSystemReady(system: System): boolean {
  const [ready, setReady] = useState(() => isEntered(system));
  useEffect(() => {
    if (ready) {
      return;
    }
    let alive = true;
    void enterSystem(system).then(() => {
      if (alive) {
        setReady(true);
      }
    });
    return () => {
      alive = false;
    };
  }, [ready, system]);
  return ready;
}

/** A query over a workflow call whose answer has the shape `T` (the contract leaves it open). */
export function useWorkflowQuery<T, C extends CallDef = CallDef>(
  def: C,
  input: CallInput<C>,
  enabled = true,
) {
  const ready = useSystemReady(def.system);
  const q = useCallQuery(def, input, {
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled: enabled && ready,
  });
  return { ...q, data: q.data as T | undefined };
}

/** A workflow mutation that says `done` and refetches every workflow list and detail. */
export function useWorkflowAction<C extends CallDef>(
  def: C,
  done: string | null,
  after?: (data: unknown) => void,
) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useCallMutation(def, {
    onSuccess: async (data) => {
      if (done) {
        void message.success(done);
      }
      after?.(data);
      await queryClient.invalidateQueries({
        predicate: (q) => PREFIXES.some((p) => String(q.queryKey[0]).startsWith(p)),
      });
    },
  });
}

export interface Paged<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
