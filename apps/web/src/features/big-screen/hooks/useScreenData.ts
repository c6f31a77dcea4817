import { useQuery, useQueryClient } from '@tanstack/react-query';
import { bigScreenCalls } from '@guanlan/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../../api/http';
import { mergeLive, parseScreenPush } from '../screen-types';
import type { LiveItem, ScreenCode, ScreenData } from '../screen-types';
import { useScreenSocket } from './useScreenSocket';

/** A push refreshes the panels at most this often; the live feed takes every push at once. */
const REFRESH_AFTER_PUSH_MS = 10_000;

export interface ScreenBinding {
  specialId?: number | undefined;
  eventId?: number | undefined;
}

declare global {
  interface Window {
    /** The screen's update paths, for the long-running memory test (same code as the socket). */
    __guanlanScreen?: { push: (frame: string) => void; apply: (data: ScreenData) => void };
  }
}

/**
 * A whole screen's data: loaded once, refreshed on its interval and after pushes (the push
 * websocket tells it new articles arrived; their titles go straight into the live feed). A
 * shared screen (token, no session) polls instead.
 */
export function useScreenData(code: ScreenCode, binding: ScreenBinding, shareToken?: string) {
  const queryClient = useQueryClient();
  const queryKey = [
    'bigScreen',
    code,
    binding.specialId ?? null,
    binding.eventId ?? null,
    shareToken ?? null,
  ];
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) =>
      (shareToken
        ? await call(bigScreenCalls.findSharedBigScreen, { shareToken }, { signal, silent: true })
        : await call(
            bigScreenCalls.findBigScreenData,
            { screenCode: code, ...binding },
            { signal },
          )) as ScreenData,
    refetchInterval: (q) => (q.state.data?.refreshSeconds ?? 60) * 1000,
    retry: shareToken ? false : 3,
  });
  // Pushed items since the data the screen shows was generated (a refresh supersedes them).
  const [pushed, setPushed] = useState<{ base: string; items: LiveItem[]; at: string | null }>({
    base: '',
    items: [],
    at: null,
  });
  const lastRefresh = useRef(0);
  const generatedAt = query.data?.generatedAt ?? '';
  const generatedRef = useRef(generatedAt);
  const keyRef = useRef(queryKey);
  useEffect(() => {
    keyRef.current = queryKey;
    generatedRef.current = generatedAt;
  });

  const serverLive = (query.data?.panels.live?.data ?? []) as LiveItem[];
  const current = pushed.base === generatedAt;
  const live = current ? mergeLive(serverLive, pushed.items) : serverLive;
  const pushedAt = current ? pushed.at : null;

  const onFrame = useCallback(
    (frame: unknown) => {
      const push = parseScreenPush(frame);
      if (!push) {
        return;
      }
      const base = generatedRef.current;
      setPushed((p) => ({
        base,
        items: mergeLive(p.base === base ? p.items : [], push.live),
        at: push.at,
      }));
      const now = Date.now();
      if (now - lastRefresh.current > REFRESH_AFTER_PUSH_MS) {
        lastRefresh.current = now;
        void queryClient.invalidateQueries({ queryKey: keyRef.current });
      }
    },
    [queryClient],
  );
  useScreenSocket(!shareToken, onFrame);

  useEffect(() => {
    window.__guanlanScreen = {
      push: (frame) => {
        lastRefresh.current = Date.now();
        onFrame(frame);
      },
      apply: (data) => queryClient.setQueryData(keyRef.current, data),
    };
    return () => {
      delete window.__guanlanScreen;
    };
  }, [onFrame, queryClient]);

  return { ...query, live, pushedAt };
}
