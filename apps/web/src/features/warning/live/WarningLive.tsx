import { WarningFilled } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { loginCalls } from '@guanlan/shared';
import { App, Button, Space, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { websocketUrl } from '../../../api/config';
import { AUTH_COOKIE, browserCookies, SESSION_COOKIE_OPTIONS } from '../../../api/cookies';
import { callKey } from '../../../api/query-keys';
import { LevelTag } from '../components/LevelTag';
import { refreshAfterPush } from '../hooks/warning-queries';
import { useWarningVoice } from '../hooks/useWarningVoice';
import type { WarningVoice } from '../hooks/useWarningVoice';
import { levelStyle } from '../warning-level';
import { LiveClient } from './live-client';
import type { LiveSocket } from './live-client';
import { liveAddress, warningDetailHref } from './live-message';
import type { WarningPush } from './live-message';
import { shouldPlay } from './tone-schedule';
import { armAudioUnlock, playWarningTone } from './warning-tone';
import { WarningToast } from './WarningToast';

const SHOW_SECONDS = 10;

/**
 * Live warnings for the whole main layout: keeps the websocket open, pops a notification in
 * the level's colour for each pushed warning, beeps when the user asked for it, and refreshes
 * the warning list and the badges. Renders nothing itself; mount it once.
 */
export function WarningLive() {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  // The connection outlives route changes: read the navigator through a ref.
  const navigateRef = useRef(navigate);
  const voice = useWarningVoice();
  const voiceRef = useRef<WarningVoice | undefined>(undefined);

  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    voiceRef.current = voice.data;
    if (voice.data?.enabled) {
      // Audio needs one user gesture first; the next click or key press unlocks it.
      armAudioUnlock();
    }
  }, [voice.data]);

  useEffect(() => {
    function show(push: WarningPush): void {
      const key = `warning-${push.firingId}`;
      const href = warningDetailHref(push);
      const { color } = levelStyle(push.level);
      notification.open({
        key,
        duration: SHOW_SECONDS,
        showProgress: true,
        pauseOnHover: true,
        icon: <WarningFilled style={{ color }} />,
        style: { borderInlineStart: `4px solid ${color}` },
        title: (
          <Space size={8}>
            <LevelTag level={push.level} />
            <Typography.Text strong>{push.ruleName}</Typography.Text>
          </Space>
        ),
        description: <WarningToast push={push} />,
        actions: (
          <Button
            type="link"
            size="small"
            href={href}
            onClick={(event) => {
              event.preventDefault();
              notification.destroy(key);
              void navigateRef.current(href);
            }}
          >
            查看详情
          </Button>
        ),
      });
    }

    const client = new LiveClient({
      address: () => liveAddress(websocketUrl(window.location), browserCookies.get(AUTH_COOKIE)),
      createSocket: (url) => new WebSocket(url) as unknown as LiveSocket,
      onWarning: (push) => {
        show(push);
        if (shouldPlay(voiceRef.current, push.level)) {
          void playWarningTone(push.level);
        }
        void refreshAfterPush(queryClient);
      },
      onToken: (accessToken) => {
        browserCookies.set(AUTH_COOKIE, accessToken, SESSION_COOKIE_OPTIONS);
      },
      // The session is gone: one current-user call runs the normal 3001 → /login flow.
      onUnauthorised: () => {
        void queryClient.invalidateQueries({ queryKey: callKey(loginCalls.currentUser) });
      },
    });
    client.start();

    function handleWake(): void {
      if (document.visibilityState === 'visible') {
        client.wake();
      }
    }
    document.addEventListener('visibilitychange', handleWake);
    window.addEventListener('online', handleWake);
    return () => {
      document.removeEventListener('visibilitychange', handleWake);
      window.removeEventListener('online', handleWake);
      client.stop();
    };
  }, [queryClient, notification]);

  return null;
}
