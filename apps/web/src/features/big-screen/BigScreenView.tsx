import { SettingOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import styles from './BigScreen.module.css';
import { useScreenData } from './hooks/useScreenData';
import type { ScreenBinding } from './hooks/useScreenData';
import { ArticleScreen } from './panels/ArticleScreen';
import { CommandScreen } from './panels/CommandScreen';
import { HotListScreen } from './panels/HotListScreen';
import { SourceScreen } from './panels/SourceScreen';
import { ScreenClock, ScreenFrame } from './ScreenFrame';
import { ScreenSettings } from './ScreenSettings';
import { SCREEN_CODES, SCREEN_NAMES } from './screen-types';
import type { ScreenCode } from './screen-types';

/** One big screen, logged in (with settings) or opened by a share token (read-only). */
export function BigScreenView({
  code,
  binding = {},
  shareToken,
}: {
  code: ScreenCode;
  binding?: ScreenBinding;
  shareToken?: string;
}) {
  const screen = useScreenData(code, binding, shareToken);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const navigate = useNavigate();
  const data = screen.data;
  const rotate = shareToken ? 0 : (data?.rotateSeconds ?? 0);

  useEffect(() => {
    if (rotate <= 0) {
      return undefined;
    }
    const next = SCREEN_CODES[(SCREEN_CODES.indexOf(code) + 1) % SCREEN_CODES.length]!;
    const timer = setTimeout(
      () => void navigate(`/${next}${next === 'dataSourceCenter' ? '?view=screen' : ''}`),
      rotate * 1000,
    );
    return () => clearTimeout(timer);
  }, [rotate, code, navigate]);

  if (screen.isError && !data) {
    return (
      <div
        className={styles.viewport}
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <Result
          status="warning"
          title={
            <span style={{ color: '#fff' }}>{screen.error.message || '大屏数据加载失败'}</span>
          }
        />
      </div>
    );
  }
  if (!data) {
    return (
      <div
        className={styles.viewport}
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <Spin size="large" tip="正在加载大屏…">
          <div style={{ width: 200, height: 100 }} />
        </Spin>
      </div>
    );
  }
  const { panels } = data;
  return (
    <ScreenFrame
      title={data.screenTitle || SCREEN_NAMES[code]}
      left={
        <>
          <span>
            {data.boundTo && code !== 'hotList' && code !== 'dataSourceCenter'
              ? `监测范围：${data.boundTo}`
              : ''}
          </span>
          {shareToken ? <span>只读分享</span> : null}
        </>
      }
      right={
        <>
          <ScreenClock />
          {shareToken ? null : (
            <Button ghost icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)}>
              设置
            </Button>
          )}
        </>
      }
    >
      {code === 'hotList' ? <HotListScreen panels={panels} /> : null}
      {code === 'dataSourceCenter' ? <SourceScreen panels={panels} /> : null}
      {code === 'emergencyCommandCenter' ? (
        <CommandScreen panels={panels} live={screen.live} pushedAt={screen.pushedAt} />
      ) : null}
      {code === 'publicOpinion' || code === 'visualScreen' ? (
        <ArticleScreen
          panels={panels}
          live={screen.live}
          pushedAt={screen.pushedAt}
          full={code === 'publicOpinion'}
        />
      ) : null}
      {shareToken ? null : (
        <ScreenSettings code={code} open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      )}
    </ScreenFrame>
  );
}
