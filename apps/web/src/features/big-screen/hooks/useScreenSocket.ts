import { useEffect, useRef } from 'react';
import { websocketUrl } from '../../../api/config';
import { AUTH_COOKIE, browserCookies } from '../../../api/cookies';

const MAX_DELAY_MS = 30_000;

/**
 * Keeps the push websocket open while a screen shows (reconnecting with back-off) and hands
 * every text frame to `onFrame`. Off when `enabled` is false (a shared screen has no session).
 */
export function useScreenSocket(enabled: boolean, onFrame: (data: unknown) => void): void {
  const handler = useRef(onFrame);
  useEffect(() => {
    handler.current = onFrame;
  }, [onFrame]);

  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    let socket: WebSocket | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let stopped = false;
    const connect = () => {
      const token = browserCookies.get(AUTH_COOKIE);
      if (!token || stopped) {
        return;
      }
      const base = websocketUrl(window.location);
      socket = new WebSocket(
        `${base}${base.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`,
      );
      socket.onopen = () => {
        attempts = 0;
      };
      socket.onmessage = (event: MessageEvent) => handler.current(event.data);
      socket.onclose = (event: CloseEvent) => {
        if (stopped || event.code === 4401) {
          return;
        }
        attempts += 1;
        timer = setTimeout(connect, Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.min(attempts, 5)));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [enabled]);
}
