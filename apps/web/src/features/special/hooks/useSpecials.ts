import { specialCalls } from '@guanlan/shared';
import type { CallOutput } from '@guanlan/shared';
import { useMemo } from 'react';
import { useCallQuery } from '../../../api/useCall';
import { backfillView } from '../special';

export type ColumnNode = CallOutput<typeof specialCalls.findAllColumnSpecial>[number];
export type SpecialNode = ColumnNode['specials'][number];

/** Back-fill that is still running refreshes the tree every few seconds. */
const BACKFILL_POLL_MS = 3000;

function isMatching(node: SpecialNode): boolean {
  return backfillView(node.backfill) !== undefined;
}

/** One column's topics as a grouped select's options. */
export interface TopicGroup {
  label: string;
  title: string;
  options: { value: number; label: string }[];
}

/** The column tree as grouped select options: one group per column that has topics. */
export function topicGroups(columns: readonly ColumnNode[] | undefined): TopicGroup[] {
  return (columns ?? [])
    .filter((column) => column.specials.length > 0)
    .map((column) => ({
      label: column.columnName,
      title: column.columnName,
      options: column.specials.map((s) => ({ value: s.specialId, label: s.specialName })),
    }));
}

/** Topics grouped by column for pickers (warning rules, reports), from the column tree. */
export function useTopicOptions() {
  const tree = useColumnTree();
  const groups = useMemo(() => topicGroups(tree.data), [tree.data]);
  return { groups, isLoading: tree.isLoading };
}

/** The column tree with its topics; polls while a topic's rule is still back-filling. */
export function useColumnTree() {
  return useCallQuery(
    specialCalls.findAllColumnSpecial,
    {},
    {
      refetchInterval: (query) =>
        query.state.data?.some((c) => c.specials.some(isMatching)) ? BACKFILL_POLL_MS : false,
    },
  );
}
