import { describe, expect, it } from 'vitest';
import { groupClusters } from './topic-grouping.js';
import type { ClusterFacts } from './topic-grouping.js';

const cluster = (clusterId: number, size: number, words: string): ClusterFacts => ({
  clusterId,
  size,
  words: words.split(' '),
});

const ids = (groups: ClusterFacts[][]) => groups.map((g) => g.map((c) => c.clusterId));

describe('groupClusters', () => {
  it('puts a cluster with its topic lead when they share three top words', () => {
    const groups = groupClusters([
      cluster(1, 5, '北京 暴雨 积水 道路 受阻 出行'),
      cluster(2, 2, '北京 暴雨 积水 预警 气象台 发布'),
      cluster(3, 1, '地铁 故障 延误 列车 信号 抢修'),
    ]);
    expect(ids(groups)).toEqual([[1, 2], [3]]);
  });

  it('never chains: a cluster like a member but not like the lead starts its own topic', () => {
    // 北京暴雨 ~ 北京防汛 (北京 暴雨 防汛), 北京防汛 ~ 天水防汛演练 (防汛 应急 演练), but the
    // rainstorm and the drill in another city share one word: two stories, not one.
    const groups = groupClusters([
      cluster(1, 5, '北京 暴雨 积水 道路 防汛 受阻'),
      cluster(2, 3, '北京 暴雨 防汛 应急 演练 启动'),
      cluster(3, 2, '天水 防汛 应急 演练 举行 部门'),
    ]);
    expect(ids(groups)).toEqual([[1, 2], [3]]);
  });

  it('joins the topic whose lead shares the most words, the larger one among equals', () => {
    const groups = groupClusters([
      cluster(1, 6, '医院 急诊 扩建 开工 床位 工程'),
      cluster(2, 4, '医院 急诊 投诉 等候 患者 排队'),
      cluster(3, 1, '医院 急诊 扩建 开工 患者 排队'),
      cluster(4, 1, '医院 急诊 投诉 等候 患者 排队'),
    ]);
    // 3 shares four words with 1 and four with 2 (the larger topic wins); 4 is 2's copy.
    expect(ids(groups)).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it('orders topics by their articles and each topic by cluster size, whatever the input order', () => {
    const groups = groupClusters([
      cluster(7, 1, '甲 乙 丙 丁'),
      cluster(5, 2, '戊 己 庚 辛'),
      cluster(6, 2, '甲 乙 丙 壬'),
      cluster(8, 1, '癸 子 丑 寅'),
    ]);
    expect(ids(groups)).toEqual([[6, 7], [5], [8]]);
  });
});
