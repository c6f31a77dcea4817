import type { ChartCardProps } from './ChartCard';

/** Props every ready-made chart panel takes: the card's frame without the drawing. */
export type PanelProps<T> = Omit<ChartCardProps<T>, 'isEmpty' | 'children'>;
