import { HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { BRIEFING_SECTIONS } from '@guanlan/shared';
import type { BriefingSectionKey } from '@guanlan/shared';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { cx } from '../../../../lib/cx';
import { chineseNumeral } from '../../paper/paper';
import { addSection, moveSection, moveSectionTo, removeSection, unusedSections } from '../template';
import styles from '../Template.module.css';

export interface SectionOrderListProps {
  value?: BriefingSectionKey[];
  onChange?: (next: BriefingSectionKey[]) => void;
}

/**
 * 板块: the chosen sections in report order, each with 上移 / 下移 / 移除 (rows can also be
 * dragged), and a select that adds one of the unused sections at the end.
 */
export function SectionOrderList({ value = [], onChange }: SectionOrderListProps) {
  const [dragFrom, setDragFrom] = useState<number>();
  const [dragOver, setDragOver] = useState<number>();
  const options = unusedSections(value);
  const change = (next: BriefingSectionKey[]) => onChange?.(next);

  function handleDrop(to: number): void {
    if (dragFrom !== undefined) {
      change(moveSectionTo(value, dragFrom, to));
    }
    setDragFrom(undefined);
    setDragOver(undefined);
  }

  return (
    <div>
      <ol className={styles.sectionList} aria-label="已选板块">
        {value.map((key, index) => (
          <li
            key={key}
            className={cx(styles.sectionRow, dragOver === index && styles.dropTarget)}
            draggable
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              setDragFrom(index);
            }}
            onDragOver={(e) => {
              e.preventDefault();
              setDragOver(index);
            }}
            onDragLeave={() => setDragOver(undefined)}
            onDrop={(e) => {
              e.preventDefault();
              handleDrop(index);
            }}
            onDragEnd={() => {
              setDragFrom(undefined);
              setDragOver(undefined);
            }}
          >
            <HolderOutlined className={styles.handle} aria-hidden />
            <span className={styles.sectionNo}>{chineseNumeral(index + 1)}、</span>
            <span className={styles.sectionName}>{BRIEFING_SECTIONS[key]}</span>
            <Button
              size="small"
              type="link"
              disabled={index === 0}
              onClick={() => change(moveSection(value, index, -1))}
            >
              上移
            </Button>
            <Button
              size="small"
              type="link"
              disabled={index === value.length - 1}
              onClick={() => change(moveSection(value, index, 1))}
            >
              下移
            </Button>
            <Button
              size="small"
              type="link"
              danger
              onClick={() => change(removeSection(value, index))}
            >
              移除
            </Button>
          </li>
        ))}
      </ol>
      {value.length === 0 ? <div className={styles.hint}>还没有板块，请从下方添加</div> : null}
      <Select<BriefingSectionKey>
        aria-label="添加板块"
        style={{ width: 240 }}
        placeholder={
          <span>
            <PlusOutlined /> 添加板块
          </span>
        }
        options={options}
        disabled={options.length === 0}
        value={null}
        onChange={(key) => change(addSection(value, key))}
      />
    </div>
  );
}
