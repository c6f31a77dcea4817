import type { AnalysisTableData } from '@guanlan/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { EChart } from './EChart';
import { canvasScale, WORD_CLOUD_CANVAS, wordCloudOption } from './options/word-cloud';

/**
 * 热词云 on its fixed 800×500 canvas (12–50 px words), scaled down as a whole to the card's
 * width so the layout and the aspect stay the same on narrow screens.
 */
export function WordCloudChart({
  table,
  isDark,
  maxHeight,
}: {
  table: AnalysisTableData;
  isDark?: boolean;
  /** Also fit this height (cards of a fixed height); the aspect stays 8:5. */
  maxHeight?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const option = useMemo(() => wordCloudOption(table), [table]);

  useEffect(() => {
    const el = ref.current;
    if (!el) {
      return undefined;
    }
    const observer = new ResizeObserver(() => setBoxWidth(el.clientWidth));
    observer.observe(el);
    setBoxWidth(el.clientWidth);
    return () => observer.disconnect();
  }, []);

  const { width, height } = WORD_CLOUD_CANVAS;
  const scale = canvasScale(boxWidth, maxHeight);
  return (
    <div ref={ref} style={{ width: '100%', height: height * scale, overflow: 'hidden' }}>
      <div
        style={{
          width,
          height,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
          marginLeft: Math.max(0, (boxWidth - width * scale) / 2),
        }}
      >
        <EChart option={option} height={height} isDark={isDark} />
      </div>
    </div>
  );
}
