import { ABROAD_CARRIERS, DOMESTIC_CARRIERS } from '@guanlan/shared';
import { Button, Card, Col, Row, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { PRODUCT_NAME } from '../../../router/guard-decision';
import styles from './PublicityPage.module.css';

const STEPS = [
  { title: '采集', text: 'RSS/Atom、网站爬取、数据商批量接入与文件导入，7×24 小时汇聚全网信息。' },
  {
    title: '清洗',
    text: '全半角与繁简统一、正文抽取、URL 与相似文章去重，同一事件的转载自动归并。',
  },
  {
    title: '研判',
    text: '中文分词、关键词、情感倾向与地域识别；每个单位可纠正情感，系统按单位记住。',
  },
  { title: '匹配', text: '专题、预警与事件规则在入库时即完成匹配，新规则自动回溯历史数据。' },
  { title: '推送', text: '分级预警经站内、短信、邮件与群机器人即时送达，值班人员第一时间知晓。' },
];

const HIGHLIGHTS = [
  {
    title: '专题监测',
    text: '地域词 + 主体词 + 事件词的简单模式，或支持与、或、非和括号的高级表达式，七项分析一屏呈现。',
  },
  { title: '预警中心', text: '机器规则与人工推送并行，红橙黄三级预警，支持提示音与已读管理。' },
  {
    title: '事件分析',
    text: '脉络、参与主体、传播扩散、发展趋势、影响力与处置效果，一键生成事件报告。',
  },
  {
    title: '报告简报',
    text: '日报、周报、月报与专题报告按模板自动生成，Word 下载、邮件定时发送。',
  },
  {
    title: '账号与权限',
    text: '主账号、同级账号与子账号三级体系；子账号按模块和专题授权，全程留痕审计。',
  },
  { title: '大屏展示', text: '舆情态势、应急指挥与热榜大屏，适配指挥中心与会商场景。' },
];

const SHOTS = [
  { src: '/publicity/dashboard.jpg', title: '首页总览：各载体数据量、情感走势与热词' },
  { src: '/publicity/special.jpg', title: '专题分析：按载体、情感与时间筛选的专题信息' },
  { src: '/publicity/audit.jpg', title: '日志审计：每一次操作都有据可查' },
];

/** /publicityPage — public product introduction, linked from the login page. */
export default function PublicityPage() {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.brand}>
          <BrandLogo size={36} />
          {PRODUCT_NAME}
        </div>
        <h1>观全网之澜，察舆情之变</h1>
        <p>面向政府宣传部门、高校与企业公关团队的全网舆情监测与分析平台。</p>
        <Space size={12}>
          <Link to="/register">
            <Button type="primary" size="large">
              申请试用
            </Button>
          </Link>
          <Link to="/login">
            <Button size="large" ghost>
              登录系统
            </Button>
          </Link>
        </Space>
      </header>

      <section className={styles.section}>
        <h2>监测什么</h2>
        <Typography.Paragraph type="secondary">
          覆盖境内十二类载体与境外主要媒体形态，按载体与情感倾向分类呈现。
        </Typography.Paragraph>
        <div className={styles.tags}>
          {Object.values(DOMESTIC_CARRIERS).map((c) => (
            <Tag key={c} color="blue">
              {c}
            </Tag>
          ))}
          {Object.values(ABROAD_CARRIERS).map((c) => (
            <Tag key={`abroad-${c}`} color="purple">
              境外·{c}
            </Tag>
          ))}
        </div>
      </section>

      <section className={styles.section}>
        <h2>从采集到处置</h2>
        <div className={styles.steps}>
          {STEPS.map((s, i) => (
            <Card key={s.title} size="small" className={styles.step}>
              <div className={styles.stepNo}>{i + 1}</div>
              <Typography.Title level={5}>{s.title}</Typography.Title>
              <Typography.Text type="secondary">{s.text}</Typography.Text>
            </Card>
          ))}
        </div>
      </section>

      <section className={styles.section}>
        <h2>核心模块</h2>
        <Row gutter={[16, 16]}>
          {HIGHLIGHTS.map((h) => (
            <Col key={h.title} xs={24} md={12} xl={8}>
              <Card size="small" title={h.title} style={{ height: '100%' }}>
                {h.text}
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <section className={styles.section}>
        <h2>产品截图</h2>
        <Row gutter={[16, 16]}>
          {SHOTS.map((s) => (
            <Col key={s.src} xs={24} xl={8}>
              <figure className={styles.shot}>
                <img src={s.src} alt={s.title} loading="lazy" />
                <figcaption>{s.title}</figcaption>
              </figure>
            </Col>
          ))}
        </Row>
      </section>

      <footer className={styles.footer}>
        {PRODUCT_NAME} · 全网舆情监测与分析平台 · <Link to="/login">返回登录</Link>
      </footer>
    </div>
  );
}
