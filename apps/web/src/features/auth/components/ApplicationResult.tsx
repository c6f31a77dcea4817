import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Descriptions, Result, Tag } from 'antd';
import { Link } from 'react-router';
import { APPLICATION_STATUS } from '../auth-flow';
import type { ApplicationStatus } from '../auth-flow';

const STATUS_COLOR: Record<ApplicationStatus, string> = {
  pending: 'processing',
  active: 'success',
  rejected: 'error',
};

export interface ApplicationResultProps {
  application: { applicationId: number; status: ApplicationStatus; message: string };
}

/** The status of a submitted trial application (usually 审核中). */
export function ApplicationResult({ application }: ApplicationResultProps) {
  const { status } = application;
  const title =
    status === 'pending' ? '申请已提交，审核中' : status === 'active' ? '试用已开通' : '申请未通过';
  return (
    <Result
      status={status === 'pending' ? 'info' : status === 'active' ? 'success' : 'error'}
      icon={status === 'pending' ? <ClockCircleOutlined style={{ color: '#1d5fd6' }} /> : undefined}
      title={title}
      subTitle={application.message}
      extra={
        <Link to="/login">
          <Button type="primary">返回登录</Button>
        </Link>
      }
    >
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="申请编号">{application.applicationId}</Descriptions.Item>
        <Descriptions.Item label="申请状态">
          <Tag color={STATUS_COLOR[status]}>{APPLICATION_STATUS[status]}</Tag>
        </Descriptions.Item>
      </Descriptions>
    </Result>
  );
}
