import { Tag } from 'antd';
import { levelStyle } from '../warning-level';

/** A filled tag in the level's colour: 红色预警 / 橙色预警 / 黄色预警 (or 红色 … when short). */
export function LevelTag({ level, short = false }: { level: string; short?: boolean }) {
  const style = levelStyle(level);
  return (
    <Tag
      variant="filled"
      style={{ background: style.color, color: style.textColor, marginInlineEnd: 0 }}
    >
      {short ? style.name : style.label}
    </Tag>
  );
}
