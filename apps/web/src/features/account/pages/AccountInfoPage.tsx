import { formatCn } from '@guanlan/shared';
import { Card, Col, Descriptions, Row, Space, Tag } from 'antd';
import { useCallQuery } from '../../../api/useCall';
import { personalCenterCalls } from '@guanlan/shared';
import { CaPhoneCard } from '../components/CaPhoneCard';
import { PasswordCard } from '../components/PasswordCard';
import { ProfileCard } from '../components/ProfileCard';
import { useAccountInfo } from '../hooks/useAccountCentre';

interface Leader {
  userName: string;
  realName: string;
  phoneMasked: string | null;
  email: string | null;
}

/** /account/account — 账号信息: who I am, my profile and password, the CA phone or my leader. */
export default function AccountInfoPage() {
  const { data: info } = useAccountInfo();
  const isRoot = info?.kind === 'root';
  const leader = useCallQuery(
    personalCenterCalls.findLeaderAccountInfo,
    {},
    { enabled: !!info && !isRoot },
  );
  const l = leader.data as Leader | undefined;
  return (
    <Row gutter={16}>
      <Col xs={24} xl={14}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Card title="账号信息" loading={!info}>
            {info ? (
              <Descriptions column={2} size="middle">
                <Descriptions.Item label="用户名">{info.userName}</Descriptions.Item>
                <Descriptions.Item label="姓名">{info.realName || '—'}</Descriptions.Item>
                <Descriptions.Item label="账号类型">
                  <Tag color={isRoot ? 'gold' : info.kind === 'sub' ? 'purple' : 'blue'}>
                    {info.kindName}
                  </Tag>
                </Descriptions.Item>
                <Descriptions.Item label="所属单位">{info.orgName}</Descriptions.Item>
                <Descriptions.Item label="版本">{info.editionName ?? '未选择'}</Descriptions.Item>
                <Descriptions.Item label="手机">{info.phoneMasked ?? '未绑定'}</Descriptions.Item>
                <Descriptions.Item label="邮箱">{info.email ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="最近登录">
                  {info.lastLoginAt ? formatCn(info.lastLoginAt) : '—'}
                </Descriptions.Item>
                <Descriptions.Item label="创建时间">{formatCn(info.createdAt)}</Descriptions.Item>
                <Descriptions.Item label="账号额度">
                  同级账号 {info.maxOrdinaryAccounts} 个 · 子账号 {info.maxSubAccounts} 个
                </Descriptions.Item>
                <Descriptions.Item label="可用模块" span={2}>
                  {info.kind === 'sub' || info.moduleNames.length > 0 ? (
                    <Space size={[0, 4]} wrap>
                      {info.moduleNames.map((n) => (
                        <Tag key={n}>{n}</Tag>
                      ))}
                    </Space>
                  ) : (
                    <Tag color="blue">本单位全部模块</Tag>
                  )}
                </Descriptions.Item>
              </Descriptions>
            ) : null}
          </Card>
          <ProfileCard info={info} />
        </Space>
      </Col>
      <Col xs={24} xl={10}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {isRoot ? (
            <CaPhoneCard info={info} />
          ) : (
            <Card title="主账号（授权人）" loading={leader.isLoading}>
              {l ? (
                <Descriptions column={1}>
                  <Descriptions.Item label="用户名">{l.userName}</Descriptions.Item>
                  <Descriptions.Item label="姓名">{l.realName || '—'}</Descriptions.Item>
                  <Descriptions.Item label="手机">{l.phoneMasked ?? '未绑定'}</Descriptions.Item>
                  <Descriptions.Item label="邮箱">{l.email ?? '—'}</Descriptions.Item>
                </Descriptions>
              ) : null}
            </Card>
          )}
          <PasswordCard />
        </Space>
      </Col>
    </Row>
  );
}
