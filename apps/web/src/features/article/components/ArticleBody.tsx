import { Typography } from 'antd';
import { useRef } from 'react';
import type { MouseEvent } from 'react';
import type { ArticleDetail, Translation } from '../hooks/useArticle';
import styles from '../Article.module.css';
import { ImageGallery } from './ImageGallery';
import type { GalleryHandle } from './ImageGallery';

interface ArticleBodyProps {
  article: ArticleDetail;
  translation?: Translation | undefined;
}

/**
 * The body: the server's sanitised HTML (or its paragraphs), an optional translation above
 * it, and the article's images in the inline viewer below; clicking an image in the text
 * opens it there.
 */
export function ArticleBody({ article, translation }: ArticleBodyProps) {
  const gallery = useRef<GalleryHandle>(null);
  const galleryBox = useRef<HTMLDivElement>(null);

  function handleClick(event: MouseEvent<HTMLDivElement>): void {
    const target = event.target as HTMLElement;
    if (target.tagName !== 'IMG') {
      return;
    }
    const index = article.images.indexOf(target.getAttribute('src') ?? '');
    if (index >= 0) {
      gallery.current?.view(index);
      galleryBox.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }
  }

  return (
    <div>
      {translation ? (
        <div className={styles.translation}>
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6 }}>
            译文（原文语言：{translation.sourceLanguage}）
          </Typography.Text>
          <strong>{translation.title}</strong>
          {'\n'}
          {translation.content}
        </div>
      ) : null}
      {article.html ? (
        <div
          className={styles.body}
          onClick={handleClick}
          // The server stores only sanitised HTML (no script, handlers or javascript: URLs).
          dangerouslySetInnerHTML={{ __html: article.html }}
        />
      ) : (
        <div className={styles.body}>
          {article.paragraphs.length > 0 ? (
            article.paragraphs.map((p, i) => <p key={i}>{p}</p>)
          ) : (
            <Typography.Text type="secondary">{article.summary || '暂无正文'}</Typography.Text>
          )}
        </div>
      )}
      {article.images.length > 0 ? (
        <div ref={galleryBox} style={{ marginTop: 16 }}>
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            文中图片（{article.images.length}）
          </Typography.Text>
          <ImageGallery ref={gallery} images={article.images} />
        </div>
      ) : null}
    </div>
  );
}
