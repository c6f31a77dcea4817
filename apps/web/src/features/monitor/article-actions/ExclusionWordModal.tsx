import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { parseWords, wordsProblem } from './article-actions';
import type { ArticleActions } from './useArticleActions';

/** 加入排除词: words added to this topic's 排除词, so matching articles leave the topic. */
export function ExclusionWordModal({ exclusion }: { exclusion: ArticleActions['exclusion'] }) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const words = parseWords(text);
  const problem = wordsProblem(words);

  function handleOk(): void {
    setTouched(true);
    if (!problem) {
      exclusion.submit(words);
    }
  }

  return (
    <Modal
      title="加入排除词"
      open={exclusion.open}
      okText="加入"
      confirmLoading={exclusion.isSaving}
      onOk={handleOk}
      onCancel={exclusion.close}
      afterClose={() => {
        setText('');
        setTouched(false);
      }}
    >
      <Form layout="vertical">
        <Form.Item
          label="排除词"
          validateStatus={touched && problem ? 'error' : undefined}
          help={
            touched && problem
              ? problem
              : '多个词用空格、逗号或换行分隔；含有排除词的文章将不再出现在本专题中。'
          }
        >
          <Input.TextArea
            aria-label="排除词"
            rows={3}
            placeholder="例如：广告 招聘"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
