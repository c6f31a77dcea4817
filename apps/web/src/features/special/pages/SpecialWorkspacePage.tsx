import { MonitorWorkspace } from '../../monitor/pages/MonitorWorkspace';
import { SPECIAL_KIND } from '../special.kind';

/** /analyse/:id — 专题分析: the shared monitoring workspace over the special topics. */
export function SpecialWorkspacePage() {
  return <MonitorWorkspace kind={SPECIAL_KIND} />;
}

export default SpecialWorkspacePage;
