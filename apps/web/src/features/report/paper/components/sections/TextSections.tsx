import type { BriefingSnapshot } from '@guanlan/shared';
import { cx } from '../../../../../lib/cx';
import { editorNoteText, percentText } from '../../paper';
import styles from './Sections.module.css';

/** Splits a text into paragraphs at its line breaks. */
function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text
        .split(/\n+/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line, i) => (
          <p key={i} className={className}>
            {line}
          </p>
        ))}
    </>
  );
}

/** 数据概览: the generated summary and the headline numbers. */
export function OverviewSection({ snapshot }: { snapshot: BriefingSnapshot }) {
  const { facts } = snapshot;
  const cards = [
    {
      label: '信息总量',
      value: facts.total.toLocaleString('zh-CN'),
      tone: styles.toneTotal,
      testId: 'report-total',
    },
    { label: '正面', value: facts.positive.toLocaleString('zh-CN'), tone: styles.tonePositive },
    { label: '中性', value: facts.neutral.toLocaleString('zh-CN'), tone: styles.toneNeutral },
    { label: '负面', value: facts.negative.toLocaleString('zh-CN'), tone: styles.toneNegative },
    { label: '负面占比', value: percentText(facts.negativePercent), tone: styles.toneNegative },
  ];
  return (
    <>
      {snapshot.summaryText ? (
        <Paragraphs text={snapshot.summaryText} className={styles.paragraph} />
      ) : null}
      <div className={styles.factCards}>
        {cards.map((card) => (
          <div key={card.label} className={cx(styles.factCard, card.tone)}>
            <div className={styles.factValue} data-testid={card.testId}>
              {card.value}
            </div>
            <div className={styles.factLabel}>{card.label}</div>
          </div>
        ))}
      </div>
    </>
  );
}

/** 编者按: the analyst's note, or the generated 研判建议 when the note is empty. */
export function EditorNoteSection({
  editorNote,
  adviceText,
}: {
  editorNote: string;
  adviceText: string;
}) {
  const note = editorNoteText(editorNote, adviceText);
  if (!note) {
    return null;
  }
  return (
    <div className={styles.note}>
      {note.label ? <div className={styles.noteLabel}>{note.label}</div> : null}
      <Paragraphs text={note.text} className={styles.paragraph} />
    </div>
  );
}
