import type { CallOutput, portraitCalls } from '@guanlan/shared';

/** The 网民画像 shapes, inferred from the calls' output schemas (declared once in shared). */
export type PortraitItem = CallOutput<typeof portraitCalls.findPortraitAnalysisInfo>;
export type PortraitStats = CallOutput<typeof portraitCalls.findPortraitAnalysisStatistics>;
export type RegionLocus = CallOutput<typeof portraitCalls.regionLocusPortraitAnalysis>;
