import { eventAnalysisCalls as calls } from '@guanlan/shared';
import { Col, Row } from 'antd';
import { CarrierSentimentPanel, RegionPanel, TablePanel } from '../../../components/charts';
import { partOf } from '../components/QueryView';
import { exportEventExcel, LEADER_SIZE, useEventChart } from '../hooks/useEventAnalysis';
import { useEventId } from '../hooks/useEventId';

const HEIGHT = 380;
const HALF = { xs: 24, xl: 12 } as const;

/** /incident/participant — 参与主体: key media, key accounts and key regions of the event. */
export function ParticipantPage() {
  const eventId = useEventId();
  const participant = useEventChart(calls.findEventParticipant, eventId);
  const region = useEventChart(calls.regionDistributionEvent, eventId);
  const carriers = useEventChart(calls.motionCarrierDistributionEvent, eventId);
  if (eventId === undefined) {
    return null;
  }
  const leaders = { size: LEADER_SIZE };
  return (
    <Row gutter={[16, 16]}>
      <Col {...HALF}>
        <TablePanel
          title="重点媒体"
          query={partOf(participant, (d) => d.media)}
          height={HEIGHT}
          onExport={exportEventExcel(calls.mediaActivityLeadersListExcelEvent, eventId, leaders)}
        />
      </Col>
      <Col {...HALF}>
        <TablePanel
          title="重点账号"
          query={partOf(participant, (d) => d.accounts)}
          height={HEIGHT}
          onExport={exportEventExcel(calls.publicOpinionLeadersListExcelEvent, eventId, leaders)}
        />
      </Col>
      <Col xs={24} xl={14}>
        <RegionPanel
          title="重点地域"
          showList={false}
          query={region}
          height={HEIGHT}
          onExport={exportEventExcel(calls.regionDistributionExcelEvent, eventId)}
        />
      </Col>
      <Col xs={24} xl={10}>
        <TablePanel
          title="地域排行"
          query={partOf(participant, (d) => d.regions)}
          height={HEIGHT}
        />
      </Col>
      <Col span={24}>
        <CarrierSentimentPanel
          title="各载体参与情况"
          query={carriers}
          height={320}
          onExport={exportEventExcel(calls.motionCarrierDistributionExcelEvent, eventId)}
        />
      </Col>
    </Row>
  );
}

export default ParticipantPage;
