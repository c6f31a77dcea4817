import type { BriefingInfo, BriefingSnapshot } from '@guanlan/shared';
import { TEMPLATE_TYPES } from '@guanlan/shared';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../../components/EmptyState';
import { cx } from '../../../../lib/cx';
import { useBriefingInfo } from '../hooks/useBriefingInfo';
import { isPrintMode, paperState, parseReportId } from '../paper';
import styles from '../Paper.module.css';
import { createReadyTracker, setReportReady } from '../report-ready';
import { MediaDocument, MediaSections } from './MediaDocument';
import { OfficialDocument, OfficialSections } from './OfficialDocument';
import { PaperContext } from './PaperContext';
import { PaperStatus } from './PaperStatus';
import { PaperToolbar } from './PaperToolbar';

/** 1 = 通用版 (/paperDetail), 2 = 媒体版 (/paperDetail2). */
export type Edition = 1 | 2;

const EDITIONS = {
  1: { Document: OfficialDocument, Sections: OfficialSections },
  2: { Document: MediaDocument, Sections: MediaSections },
} as const;

/**
 * The sections of a generated report inside a ready tracker: the printer's flag goes up once
 * every chart below has drawn (at once when there are none).
 */
function ReadySections({
  edition,
  info,
  snapshot,
  isPrint,
}: {
  edition: Edition;
  info: BriefingInfo;
  snapshot: BriefingSnapshot;
  isPrint: boolean;
}) {
  const [tracker] = useState(() => createReadyTracker(() => setReportReady(true)));
  const context = useMemo(() => ({ isPrint, tracker }), [isPrint, tracker]);
  // Children's effects run first: by now every chart has registered with the tracker.
  useEffect(() => tracker.seal(), [tracker]);
  const { Sections } = EDITIONS[edition];
  return (
    <PaperContext.Provider value={context}>
      <Sections info={info} snapshot={snapshot} />
    </PaperContext.Provider>
  );
}

/** A state without charts: the printer may go ahead as soon as it is shown. */
function Settled({ children }: { children: ReactNode }) {
  useEffect(() => setReportReady(true), []);
  return <>{children}</>;
}

/** Still loading or generating: the printer must wait. */
function Unsettled({ children }: { children: ReactNode }) {
  useEffect(() => setReportReady(false), []);
  return <>{children}</>;
}

/**
 * One report page (/paperDetail?id= and /paperDetail2?id=): the report of `?id=` in its
 * edition, drawn only from its frozen snapshot. `?print=1` is the PDF printer's view: no
 * toolbar or links, no chart animation, A4 width.
 */
export function PaperPage({ edition }: { edition: Edition }) {
  const [params] = useSearchParams();
  const briefingId = parseReportId(params.get('id'));
  const isPrint = isPrintMode(params);
  const query = useBriefingInfo(briefingId, isPrint);
  const info = query.data;
  const state = info ? paperState(info) : undefined;

  useEffect(() => {
    if (info?.briefingTitle) {
      document.title = `${info.briefingTitle} - 观澜舆情`;
    }
  }, [info?.briefingTitle]);
  useEffect(() => () => setReportReady(false), []);

  const { Document } = EDITIONS[edition];
  let content: ReactNode;
  if (briefingId === undefined) {
    content = (
      <Settled>
        <div className={styles.empty}>
          <EmptyState description="报告不存在：链接缺少报告编号" />
        </div>
      </Settled>
    );
  } else if (query.isError) {
    content = (
      <Settled>
        <div className={styles.empty}>
          <EmptyState description={query.error.message || '报告加载失败'} />
        </div>
      </Settled>
    );
  } else if (!info || !state) {
    content = (
      <Unsettled>
        <div className={styles.loading}>
          <Skeleton active title paragraph={{ rows: 12 }} />
        </div>
      </Unsettled>
    );
  } else if (state.kind === 'ready') {
    content = (
      <Document info={info}>
        <ReadySections
          key={info.briefingId}
          edition={edition}
          info={info}
          snapshot={state.snapshot}
          isPrint={isPrint}
        />
      </Document>
    );
  } else {
    const Wrap = state.kind === 'generating' ? Unsettled : Settled;
    content = (
      <Wrap>
        <Document info={info}>
          <PaperStatus state={state} />
        </Document>
      </Wrap>
    );
  }

  return (
    <div
      className={cx(styles.screen, isPrint && styles.print)}
      data-print={isPrint ? '1' : undefined}
    >
      {isPrint ? null : (
        <PaperToolbar
          edition={TEMPLATE_TYPES[edition]}
          briefingId={briefingId}
          isGenerated={state?.kind === 'ready'}
        />
      )}
      <main className={styles.paper}>{content}</main>
    </div>
  );
}
