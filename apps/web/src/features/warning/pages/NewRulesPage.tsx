import { Card, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { RuleForm } from '../components/RuleForm';
import { useWarningRuleInfo } from '../hooks/useWarningRules';
import { parseRuleId } from '../rule-paths';

/** /newRules — 新建/编辑预警规则: `?id=` edits, `?type=artificial` starts a 人工预警 rule. */
export function NewRulesPage() {
  const [params] = useSearchParams();
  const warningRuleId = parseRuleId(params.get('id'));
  const info = useWarningRuleInfo(warningRuleId);

  if (warningRuleId !== undefined && !info.data) {
    return (
      <Card>
        {info.isError ? (
          <EmptyState description="预警规则不存在或加载失败" />
        ) : (
          <Skeleton active paragraph={{ rows: 10 }} />
        )}
      </Card>
    );
  }
  const kind = params.get('type') === 'artificial' ? 'artificial' : 'machine';
  return (
    <RuleForm
      key={warningRuleId ?? `new-${kind}`}
      warningRuleId={warningRuleId}
      initial={info.data}
      initialKind={kind}
    />
  );
}

export default NewRulesPage;
