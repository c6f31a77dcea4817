import { MonitorEditor } from '../../monitor/pages/MonitorEditor';
import { SPECIAL_KIND } from '../special.kind';

/** /analyseSet/addAnalyse/:id — 专题编辑: the shared set editor for a special topic. */
export function SpecialEditPage() {
  return <MonitorEditor kind={SPECIAL_KIND} />;
}

export default SpecialEditPage;
