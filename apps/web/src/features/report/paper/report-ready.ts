/**
 * The PDF printer (headless Chromium on the server) waits for `body[data-report-ready="1"]`
 * before it prints a report page; this module decides when that is.
 */

/** Counts the charts still drawing and calls `onReady` once, after the page is sealed. */
export interface ReadyTracker {
  /** A chart starts drawing; call the returned function once it has (or has gone). */
  begin(): () => void;
  /** Every chart of the page has begun: ready as soon as none is left drawing. */
  seal(): void;
  isReady(): boolean;
}

/**
 * A tracker whose readiness is confirmed on a later task: React's development double mount
 * ends and restarts a chart within one commit, which must not count as "all drawn".
 */
export function createReadyTracker(
  onReady: () => void,
  defer: (fn: () => void) => void = (fn) => setTimeout(fn, 0),
): ReadyTracker {
  let pending = 0;
  let sealed = false;
  let ready = false;
  let checking = false;

  function check(): void {
    if (ready || checking || !sealed || pending > 0) {
      return;
    }
    checking = true;
    defer(() => {
      checking = false;
      if (!ready && sealed && pending === 0) {
        ready = true;
        onReady();
      }
    });
  }

  return {
    begin() {
      pending += 1;
      let isDone = false;
      return () => {
        if (!isDone) {
          isDone = true;
          pending -= 1;
          check();
        }
      };
    },
    seal() {
      sealed = true;
      check();
    },
    isReady: () => ready,
  };
}

/** Sets (or clears, while a report is still generating) the printer's ready flag on <body>. */
export function setReportReady(isReady: boolean): void {
  if (isReady) {
    document.body.dataset.reportReady = '1';
  } else {
    delete document.body.dataset.reportReady;
  }
}
