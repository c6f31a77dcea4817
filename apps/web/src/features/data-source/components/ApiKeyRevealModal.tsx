import { Alert, Button, Modal, Typography } from 'antd';
import { cx } from '../../../lib/cx';
import { curlExample, INGEST_PATH, NDJSON_EXAMPLE } from '../data-source';
import styles from '../DataSourceCenter.module.css';

export interface ApiKeyRevealModalProps {
  /** The plain key from saveApiKey. */
  apiKey: string | undefined;
  isOpen: boolean;
  origin: string;
  onClose: () => void;
  /** Called once the modal has faded out; the key should then be forgotten. */
  afterClose: () => void;
}

/** Shows a new API key once, with a copy button and how to push articles with it. */
export function ApiKeyRevealModal(props: ApiKeyRevealModalProps) {
  const { apiKey, isOpen, origin, onClose, afterClose } = props;
  const curl = curlExample(origin, apiKey ?? '');
  return (
    <Modal
      title="密钥已创建"
      open={isOpen}
      afterClose={afterClose}
      destroyOnHidden
      width={720}
      onCancel={onClose}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose}>
          我已妥善保存
        </Button>
      }
    >
      <Alert
        type="warning"
        showIcon
        title="请立即复制并妥善保存此密钥。关闭本窗口后将无法再次查看；如遗失，请停用后重新创建。"
      />
      <div className={styles.codeHead}>
        <Typography.Text strong>数据接入密钥</Typography.Text>
      </div>
      <div className={styles.keyBox}>
        <Typography.Text
          className={styles.keyText}
          copyable={{ text: apiKey ?? '', tooltips: ['复制密钥', '已复制'] }}
          data-testid="new-api-key"
        >
          {apiKey}
        </Typography.Text>
      </div>
      <div className={styles.codeHead}>
        <Typography.Text strong>推送示例</Typography.Text>
        <Typography.Text type="secondary">
          POST {INGEST_PATH}，NDJSON 格式，每行一篇文章，单批最多 5000 行
        </Typography.Text>
        <Typography.Text
          className={styles.codeCopy}
          copyable={{ text: curl, tooltips: ['复制命令', '已复制'] }}
        />
      </div>
      <pre className={styles.codeBlock}>{curl}</pre>
      <div className={styles.codeHead}>
        <Typography.Text strong>articles.jsonl 示例（一行）</Typography.Text>
        <Typography.Text
          className={styles.codeCopy}
          copyable={{ text: NDJSON_EXAMPLE, tooltips: ['复制示例', '已复制'] }}
        />
      </div>
      <pre className={cx(styles.codeBlock, styles.codeWrap)}>{NDJSON_EXAMPLE}</pre>
      <Typography.Paragraph
        type="secondary"
        style={{ marginTop: 8, marginBottom: 0, fontSize: 12 }}
      >
        必填 url、title；可选 content、publishTime（YYYY-MM-DD HH:mm:ss 或毫秒时间戳）、carrier（如
        news、weChat、microBlog）等。同一 url 重复推送按去重处理。
      </Typography.Paragraph>
    </Modal>
  );
}
