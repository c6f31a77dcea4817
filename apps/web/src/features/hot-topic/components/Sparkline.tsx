/** A tiny trend line (SVG), light enough for one per table row. */
export function Sparkline({
  values,
  width = 120,
  height = 28,
}: {
  values: number[];
  width?: number;
  height?: number;
}) {
  if (values.length < 2) {
    return null;
  }
  const max = Math.max(1, ...values);
  const step = width / (values.length - 1);
  const points = values.map(
    (v, i) => `${(i * step).toFixed(1)},${(height - 2 - (v / max) * (height - 4)).toFixed(1)}`,
  );
  return (
    <svg width={width} height={height} role="img" aria-label="趋势">
      <polyline points={points.join(' ')} fill="none" stroke="#1d5fd6" strokeWidth={1.5} />
    </svg>
  );
}

/** The sentiment split as one stacked bar (正面 green, 中性 grey, 负面 red). */
export function SentimentBar({ split }: { split: Record<string, number> }) {
  const total = (split.positive ?? 0) + (split.neutral ?? 0) + (split.negative ?? 0);
  if (total === 0) {
    return null;
  }
  const part = (key: string, color: string, name: string) => {
    const n = split[key] ?? 0;
    return n ? (
      <span
        key={key}
        title={`${name} ${n}`}
        style={{
          display: 'inline-block',
          width: `${(n / total) * 100}%`,
          height: 10,
          background: color,
        }}
      />
    ) : null;
  };
  return (
    <span style={{ display: 'inline-flex', width: 110, borderRadius: 3, overflow: 'hidden' }}>
      {part('positive', '#2fb57a', '正面')}
      {part('neutral', '#7b8da8', '中性')}
      {part('negative', '#e5484d', '负面')}
    </span>
  );
}
