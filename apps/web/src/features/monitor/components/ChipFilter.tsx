import { Tag } from 'antd';
import styles from '../Monitor.module.css';

export interface ChipFilterProps {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The picked codes; empty = 全部. */
  value: string[];
  onChange: (next: string[]) => void;
}

/** Checkable chips with 全部 (the languages or platforms of a set's list). */
export function ChipFilter({ label, options, value, onChange }: ChipFilterProps) {
  return (
    <div className={styles.chips} role="group" aria-label={label}>
      <Tag.CheckableTag checked={value.length === 0} onChange={() => onChange([])}>
        全部
      </Tag.CheckableTag>
      {options.map((o) => (
        <Tag.CheckableTag
          key={o.value}
          checked={value.includes(o.value)}
          onChange={(checked) =>
            onChange(checked ? [...value, o.value] : value.filter((c) => c !== o.value))
          }
        >
          {o.label}
        </Tag.CheckableTag>
      ))}
    </div>
  );
}
