export interface NavyLabel {
  labelId: number;
  labelName: string;
  color: string;
}

export interface NavyTaskItem {
  taskId: number;
  taskName: string;
  taskTypeId: number;
  taskTypeName: string;
  taskState: string;
  taskStateName: string;
  deadline: string;
  reviewDeadline: string;
  overdue: boolean;
  linkType: string;
  linkId: number | null;
  linkTitle: string;
  linkUrl: string;
  platforms: string[];
  labels: NavyLabel[];
  requiredCount: number;
  submittedCount: number;
  passedCount: number;
  pendingCount: number;
  createTime: string;
}

export interface NavyTaskInfo extends NavyTaskItem {
  requirement: string;
  referenceText: string;
  userGroupIds: number[];
  userGroups: { userGroupId: number; userGroupName: string }[];
  nextStates: string[];
}

export interface NavyTarget {
  itemId: number;
  itemTitle: string;
  itemUrl: string;
  requiredCount: number;
  submittedCount: number;
}

export interface NavyComment {
  commentId: number;
  itemTitle: string;
  realName: string;
  content: string;
  commentUrl: string;
  screenshots: string[];
  submitTime: string;
  late: boolean;
  reviewState: string;
  reviewStateName: string;
  reviewOpinion: string;
  score: number | null;
  evidenceState: string;
  evidenceStateName: string;
  evidenceNote: string;
  evidenceTime: string;
}

export interface GroupNode {
  userGroupId: number;
  userGroupName: string;
  parentId: number | null;
  memberCount: number;
  pendingCount: number;
  children: GroupNode[];
}

export interface NavyMember {
  userId: number;
  realName: string;
  phone: string;
  memberState: string;
  userGroupId: number;
  userGroupName: string;
  hasAccount: boolean;
  joinTime: string;
}

export interface InviteCode {
  invitationCodeId: number;
  code: string;
  userGroupName: string;
  maxUses: number;
  usedCount: number;
  expireTime: string;
  codeState: string;
}

export interface StatsRow {
  tasks: number;
  submissions: number;
  passed: number;
  passRate: number;
  onTimeRate: number;
  score: number;
}

export interface NavyStats {
  overview: {
    taskCount: number;
    publishedCount: number;
    closedCount: number;
    finishedCount: number;
    submissionCount: number;
    pendingCount: number;
    memberCount: number;
    passRate: number;
  };
  troops: (StatsRow & { userGroupId: number; userGroupName: string; members: number })[];
  members: (StatsRow & { rank: number; userId: number; realName: string; userGroupName: string })[];
}

export const TASK_STATE_COLORS: Record<string, string> = {
  draft: 'default',
  published: 'processing',
  closed: 'orange',
  finished: 'green',
};

export const TASK_STATE_ACTIONS: Record<string, string> = {
  published: '发布',
  closed: '截止',
  finished: '完成',
};

/** Flattens the troop tree into options with indented names. */
export function groupOptions(
  nodes: readonly GroupNode[],
  depth = 0,
): { value: number; label: string }[] {
  return nodes.flatMap((n) => [
    { value: n.userGroupId, label: `${'　'.repeat(depth)}${n.userGroupName}` },
    ...groupOptions(n.children, depth + 1),
  ]);
}
