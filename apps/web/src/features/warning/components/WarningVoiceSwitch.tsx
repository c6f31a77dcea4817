import { SoundOutlined } from '@ant-design/icons';
import { Checkbox, Space, Switch, Tooltip } from 'antd';
import { WARNING_LEVEL_CODES } from '@guanlan/shared';
import { useSaveWarningVoice, useWarningVoice } from '../hooks/useWarningVoice';
import { playWarningTone } from '../live/warning-tone';
import { LEVEL_STYLES } from '../warning-level';
import type { WarningLevel } from '../warning-level';

const LEVEL_CHOICES = WARNING_LEVEL_CODES.map((value) => ({
  value,
  label: LEVEL_STYLES[value].name,
}));

/** 预警提示音: on/off plus the levels that beep; switching on plays a sample (and unlocks audio). */
export function WarningVoiceSwitch({ isDark = false }: { isDark?: boolean }) {
  const voice = useWarningVoice();
  const save = useSaveWarningVoice();
  const enabled = voice.data?.enabled ?? false;
  const levels = voice.data?.levels ?? [];

  function handleToggle(next: boolean): void {
    const chosen = next && levels.length === 0 ? [...WARNING_LEVEL_CODES] : levels;
    save.mutate({ enabled: next, levels: chosen });
    const first = WARNING_LEVEL_CODES.find((l) => chosen.includes(l));
    if (next && first) {
      void playWarningTone(first);
    }
  }

  function handleLevels(next: WarningLevel[]): void {
    save.mutate({ enabled: next.length > 0, levels: next });
  }

  const unavailable = voice.isError;
  const control = (
    <Space size={8} wrap style={{ color: isDark ? '#d6e6ff' : undefined }}>
      <SoundOutlined />
      <span>预警提示音</span>
      <Switch
        size="small"
        aria-label="预警提示音"
        checked={enabled}
        disabled={unavailable}
        loading={voice.isLoading}
        onChange={handleToggle}
      />
      {enabled ? (
        <Checkbox.Group<WarningLevel>
          options={LEVEL_CHOICES}
          value={levels}
          onChange={handleLevels}
        />
      ) : null}
    </Space>
  );
  return unavailable ? <Tooltip title="提示音设置暂不可用">{control}</Tooltip> : control;
}
