import {
  AlertOutlined,
  DownOutlined,
  FileAddOutlined,
  FilterOutlined,
  ShareAltOutlined,
  SmileOutlined,
  StarFilled,
  StarOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { App, Button, Dropdown, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { REPORT_PERIOD_OPTIONS, SENTIMENT_CHOICES, shareLink } from '../article';
import type { DetailQuery } from '../article';
import {
  useFavoriteToggle,
  useJoinBriefing,
  useJudgeSentiment,
  useJoinExclusionWord,
} from '../hooks/useArticle';
import type { ArticleDetail } from '../hooks/useArticle';
import { ExclusionWordModal } from './ExclusionWordModal';
import { WarningPushModal } from './WarningPushModal';
import { ReportToOaButton } from '../../oa/components/ReportToOaButton';

interface ArticleActionsProps {
  article: ArticleDetail;
  from: Pick<DetailQuery, 'fromId' | 'fromType'>;
  isTranslating: boolean;
  hasTranslation: boolean;
  onTranslate: () => void;
}

/** 修改情感, 收藏, 推送预警, 加入报告, 翻译, 复制分享链接 (and 加入排除词 from a topic). */
export function ArticleActions({
  article,
  from,
  isTranslating,
  hasTranslation,
  onTranslate,
}: ArticleActionsProps) {
  const { message } = App.useApp();
  const judge = useJudgeSentiment();
  const favorite = useFavoriteToggle();
  const briefing = useJoinBriefing();
  const exclusion = useJoinExclusionWord();
  const [warningOpen, setWarningOpen] = useState(false);
  const [exclusionOpen, setExclusionOpen] = useState(false);
  const fromSpecial = from.fromType === 'special' && from.fromId !== undefined;
  const isChinese = article.language === 'zh';

  async function handleCopyShare(): Promise<void> {
    const link = shareLink(window.location.origin, article.id, article.shareCode);
    try {
      await navigator.clipboard.writeText(link);
      void message.success('分享链接已复制，可直接发送给他人查看');
    } catch {
      void message.info({ content: `请手动复制分享链接：${link}`, duration: 8 });
    }
  }

  return (
    <Space size={[8, 8]} wrap>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [article.sentiment],
          items: SENTIMENT_CHOICES.map((c) => ({ key: c.value, label: c.label })),
          onClick: ({ key }) =>
            judge.mutate({
              articleIds: [article.id],
              sentiment: key as (typeof SENTIMENT_CHOICES)[number]['value'],
            }),
        }}
      >
        <Button icon={<SmileOutlined />} loading={judge.isPending}>
          修改情感 <DownOutlined />
        </Button>
      </Dropdown>
      <Button
        icon={article.isFavorite ? <StarFilled style={{ color: '#f5a623' }} /> : <StarOutlined />}
        loading={favorite.isPending}
        onClick={() => favorite.toggle(article.id, article.isFavorite)}
      >
        {article.isFavorite ? '已收藏' : '收藏'}
      </Button>
      <ReportToOaButton articleId={article.id} />
      <Button icon={<AlertOutlined />} onClick={() => setWarningOpen(true)}>
        推送预警
      </Button>
      <Dropdown
        trigger={['click']}
        menu={{
          items: REPORT_PERIOD_OPTIONS.map((o) => ({ key: o.key, label: `加入${o.label}` })),
          onClick: ({ key }) =>
            briefing.mutate({
              articleIds: [article.id],
              period: key as (typeof REPORT_PERIOD_OPTIONS)[number]['key'],
            }),
        }}
      >
        <Button icon={<FileAddOutlined />} loading={briefing.isPending}>
          加入报告 <DownOutlined />
        </Button>
      </Dropdown>
      <Tooltip title={isChinese ? '中文文章无需翻译' : '将标题和正文翻译为中文'}>
        <Button
          icon={<TranslationOutlined />}
          loading={isTranslating}
          disabled={isChinese}
          onClick={onTranslate}
        >
          {hasTranslation ? '隐藏译文' : '翻译'}
        </Button>
      </Tooltip>
      {fromSpecial ? (
        <Button icon={<FilterOutlined />} onClick={() => setExclusionOpen(true)}>
          加入排除词
        </Button>
      ) : null}
      <Button icon={<ShareAltOutlined />} onClick={() => void handleCopyShare()}>
        复制分享链接
      </Button>
      <WarningPushModal
        articleId={article.id}
        open={warningOpen}
        onClose={() => setWarningOpen(false)}
      />
      {fromSpecial ? (
        <ExclusionWordModal
          open={exclusionOpen}
          isPending={exclusion.isPending}
          onClose={() => setExclusionOpen(false)}
          onSubmit={(words) =>
            exclusion.mutate(
              { words, specialId: from.fromId },
              { onSuccess: () => setExclusionOpen(false) },
            )
          }
        />
      ) : null}
    </Space>
  );
}
