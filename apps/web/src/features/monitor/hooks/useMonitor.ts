import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArticleItem, CallDef, CallInput } from '@guanlan/shared';
import { App } from 'antd';
import { call, download } from '../../../api/http';
import { callKey, queryKeyOf } from '../../../api/query-keys';
import { backfillView } from '../../special/special';
import type { MonitorGroup, MonitorKind, SetForm } from '../monitor-kind';
import { numberOf } from '../read';

/** Back-fill that is still running refreshes the tree every few seconds. */
const BACKFILL_POLL_MS = 3000;

/** A call of a kind with an input assembled from the kind's field names. */
function run(def: CallDef, input: Record<string, unknown>, silent = false) {
  return call(def, input as CallInput<CallDef>, { silent });
}

/** The kind's groups and sets; polls while a set's rule is still back-filling. */
export function useMonitorTree(kind: MonitorKind) {
  return useQuery({
    // The answer is kept as groups, so its key differs from the raw call's (same prefix).
    queryKey: [...queryKeyOf(kind.calls.tree, {}), 'groups'],
    queryFn: async (): Promise<MonitorGroup[]> => kind.toGroups(await run(kind.calls.tree, {})),
    refetchInterval: (query) =>
      query.state.data?.some((g) => g.sets.some((s) => backfillView(s.backfill)))
        ? BACKFILL_POLL_MS
        : false,
  });
}

/** The edit form of one set (disabled for a new set). */
export function useSetForm(kind: MonitorKind, setId: number | undefined) {
  const input = { [kind.idKey]: setId ?? 0 };
  return useQuery({
    queryKey: [...queryKeyOf(kind.calls.form, input as CallInput<CallDef>), 'form'],
    queryFn: async (): Promise<SetForm> => kind.toForm(await run(kind.calls.form, input)),
    enabled: setId !== undefined,
    staleTime: 0,
  });
}

function useRefresh(kind: MonitorKind) {
  const queryClient = useQueryClient();
  return (...defs: CallDef[]) =>
    Promise.all(
      [kind.calls.tree, ...defs].map((def) =>
        queryClient.invalidateQueries({ queryKey: callKey(def) }),
      ),
    );
}

/** 新建栏目/分组 inline from the editor; resolves the new groupId. */
export function useSaveGroup(kind: MonitorKind) {
  const { message } = App.useApp();
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: async (name: string): Promise<number> => {
      if (!kind.calls.saveGroup) {
        throw new Error(`${kind.groupNoun}不可新建`);
      }
      const saved = await run(kind.calls.saveGroup, kind.groupInput(name));
      const groupId =
        typeof saved === 'object' && saved
          ? numberOf(saved as Record<string, unknown>, 'groupId')
          : undefined;
      if (groupId === undefined) {
        throw new Error(`${kind.groupNoun}创建失败`);
      }
      return groupId;
    },
    onSuccess: async () => {
      void message.success(`${kind.groupNoun}已创建`);
      await refresh();
    },
  });
}

/** 校验名称 (on blur); failures are shown next to the field, not as a toast. */
export function useVerifyName(kind: MonitorKind) {
  return useMutation({
    mutationFn: async ({ setId, name }: { setId: number | undefined; name: string }) => {
      const answer = (await run(kind.calls.verifyName, kind.nameInput(setId, name), true)) as {
        available: boolean;
      };
      return answer.available;
    },
  });
}

/** Validate-before-save (where the kind has it), then save; resolves the saved set id. */
export function useSaveSet(kind: MonitorKind) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: async (form: SetForm & { groupId: number }): Promise<number> => {
      const input = kind.toSaveInput(form);
      if (kind.calls.validate) {
        const check = (await run(kind.calls.validate, input)) as {
          valid: boolean;
          message: string | null;
        };
        if (!check.valid) {
          throw new Error(check.message ?? `${kind.setNoun}无法保存`);
        }
      }
      const saved = (await run(kind.calls.save, input)) as Record<string, unknown>;
      const id = numberOf(saved, kind.idKey);
      if (id === undefined) {
        throw new Error(`${kind.setNoun}保存失败`);
      }
      return id;
    },
    onSuccess: () => refresh(kind.calls.form, kind.calls.list),
  });
}

export interface ArticlePageData {
  total: number;
  list: ArticleItem[];
}

/** The list and export calls of an article list. */
export interface ListCalls {
  list: CallDef;
  exportList: CallDef;
}

/** One page of a set's articles; keeps the previous page while the next loads. */
export function useMonitorArticles(calls: ListCalls, query: Record<string, unknown> | undefined) {
  return useQuery({
    queryKey: queryKeyOf(calls.list, (query ?? {}) as CallInput<CallDef>),
    queryFn: async () => (await run(calls.list, query ?? {})) as ArticlePageData,
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** 导出 the set's articles as .xlsx; the client says 下载成功. */
export function useExportArticles(calls: ListCalls) {
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      download(calls.exportList, input as CallInput<CallDef>),
  });
}
