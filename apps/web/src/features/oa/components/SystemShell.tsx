import type { System } from '@guanlan/shared';
import { Flex, Segmented, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../../../components/PageLoading';
import { useSystemReady } from '../hooks/useWorkflowCalls';
import styles from '../Workflow.module.css';

export interface ShellLink {
  path: string;
  label: string;
}

interface SystemShellProps {
  /** navy (网评任务) or oa (舆情办公审批): the system whose own session the pages use. */
  system: Exclude<System, 'main'>;
  title: string;
  links: readonly ShellLink[];
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a workflow system's pages: enters the system from the main session (single
 * sign-on, SPEC §6) when its own session cookie is missing, then shows the system's title and
 * its page switcher above the page.
 */
export function SystemShell({ system, title, links, extra, children }: SystemShellProps) {
  const ready = useSystemReady(system);
  const location = useLocation();
  const navigate = useNavigate();
  const active = links.find((l) => location.pathname === l.path)?.path;
  return (
    <div className={styles.shell}>
      <Flex className={styles.shellHeader} align="center" justify="space-between" gap={16} wrap>
        <Flex align="center" gap={16} wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Segmented
            value={active ?? ''}
            options={links.map((l) => ({ value: l.path, label: l.label }))}
            onChange={(path) => void navigate(String(path))}
          />
        </Flex>
        {extra}
      </Flex>
      {ready ? children : <PageLoading tip={`正在进入${title}…`} />}
    </div>
  );
}

export const OA_LINKS: readonly ShellLink[] = [
  { path: '/opinionOa', label: '舆情上报' },
  { path: '/opinionOa/opinionOAlist', label: '审批列表' },
  { path: '/oaloglist', label: '工作日志' },
];

export const NAVY_LINKS: readonly ShellLink[] = [
  { path: '/navtSystem', label: '网评任务' },
  { path: '/troops', label: '网评队伍' },
];
