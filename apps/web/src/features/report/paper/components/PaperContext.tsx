import { createContext, useContext } from 'react';
import type { ReadyTracker } from '../report-ready';

export interface PaperContextValue {
  /** Opened by the PDF printer (`?print=1`): no controls, no animation, A4 layout. */
  isPrint: boolean;
  /** Counts the charts still drawing for the printer's ready flag. */
  tracker: ReadyTracker;
}

const NO_TRACKER: ReadyTracker = {
  begin: () => () => undefined,
  seal: () => undefined,
  isReady: () => false,
};

export const PaperContext = createContext<PaperContextValue>({
  isPrint: false,
  tracker: NO_TRACKER,
});

/** The report page's print mode and ready tracker. */
export function usePaper(): PaperContextValue {
  return useContext(PaperContext);
}
