import { highlightSegments } from '../data-center';
import styles from '../DataCenter.module.css';

/** A text with every occurrence of the search words marked. */
export function Highlight({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlightSegments(text, keyword).map((segment, i) =>
        segment.hit ? (
          <mark key={i} className={styles.hit}>
            {segment.text}
          </mark>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}
