import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import {
  useDeleteWarningRule,
  useToggleRuleEnabled,
  useToggleRuleTop,
  useWarningRules,
} from '../hooks/useWarningRules';
import { newRulePath, editRulePath } from '../rule-paths';
import { ruleColumns } from '../setting.columns';
import styles from '../Warning.module.css';
import { usePaging } from '../../../lib/usePaging';

const PAGE_SIZE = 20;

/** 预警规则 tab: the rules with their switches, 置顶, 编辑 and 删除. */
export function RulesPanel() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const { pageNum, pageSize, setPageNum, pagination } = usePaging(PAGE_SIZE);
  const rules = useWarningRules({ keyword: keyword || undefined, pageNum, pageSize });
  const enable = useToggleRuleEnabled();
  const top = useToggleRuleTop();
  const remove = useDeleteWarningRule();

  const savingId = enable.isPending ? Number(enable.variables.warningRuleId) : undefined;
  const { mutate: setEnabled } = enable;
  const { mutate: setTop } = top;
  const { mutate: deleteRule } = remove;
  const columns = useMemo(
    () =>
      ruleColumns({
        savingId,
        onEnable: (rule, enableState) =>
          setEnabled({ warningRuleId: rule.warningRuleId, enableState }),
        onTop: (rule) => setTop({ warningRuleId: rule.warningRuleId, topState: !rule.topState }),
        onEdit: (rule) => void navigate(editRulePath(rule.warningRuleId)),
        onDelete: (rule) => deleteRule({ warningRuleId: rule.warningRuleId }),
      }),
    [savingId, setEnabled, setTop, deleteRule, navigate],
  );

  return (
    <div>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          aria-label="搜索规则"
          placeholder="搜索规则名称"
          style={{ width: 260 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPageNum(1);
          }}
        />
        <Space>
          <Button onClick={() => void navigate(newRulePath('artificial'))}>新建人工预警</Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(newRulePath('machine'))}
          >
            新建规则
          </Button>
        </Space>
      </div>
      <Table
        rowKey="warningRuleId"
        size="middle"
        columns={columns}
        dataSource={rules.data?.list ?? []}
        loading={rules.isFetching}
        scroll={{ x: 1100 }}
        locale={{
          emptyText: (
            <EmptyState
              size="small"
              description={
                rules.error
                  ? rules.error.message
                  : keyword
                    ? '没有名称匹配的规则'
                    : '还没有预警规则，点击“新建规则”开始'
              }
            />
          ),
        }}
        pagination={pagination(rules.data?.total, '条', { showSizeChanger: true })}
      />
    </div>
  );
}
