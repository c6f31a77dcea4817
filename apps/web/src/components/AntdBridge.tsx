import { App } from 'antd';
import { useEffect } from 'react';
import { bindNotifier } from '../api/ui-bridge';

/** Hands antd's context-aware message and notification to the API client. */
export function AntdBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => {
    bindNotifier({
      success: (text) => {
        void message.success(text);
      },
      warning: (text) => {
        void message.warning(text);
      },
      error: (text) => {
        void message.error(text);
      },
      notify: ({ type, title, description, key }) => {
        notification[type]({ title, description, key });
      },
    });
  }, [message, notification]);
  return null;
}
