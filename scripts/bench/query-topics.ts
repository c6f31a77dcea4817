/**
 * The 50 special topics (专题) of bench:query: ordinary simple- and advanced-mode rules over the
 * subjects of ../shared/data/news (health, the 2020 epidemic, education, sport, entertainment,
 * money, technology, regions …), saved through saveColumnSpecial like a user would.
 */
export type BenchTopic =
  | {
      specialName: string;
      ruleMode: 'simple';
      subjectWords: string;
      eventWords?: string;
      regionWords?: string;
      excludeWords?: string;
    }
  | { specialName: string; ruleMode: 'advanced'; expression: string };

const simple = (
  specialName: string,
  subjectWords: string,
  extra: { eventWords?: string; regionWords?: string; excludeWords?: string } = {},
): BenchTopic => ({ specialName, ruleMode: 'simple', subjectWords, ...extra });

const advanced = (specialName: string, expression: string): BenchTopic => ({
  specialName,
  ruleMode: 'advanced',
  expression,
});

export const BENCH_TOPICS: readonly BenchTopic[] = [
  simple('疫情防控', '疫情 肺炎 新冠 病例'),
  simple('确诊病例通报', '确诊', { eventWords: '新增 累计' }),
  simple('患者出院', '出院 治愈'),
  advanced('口罩与防护物资', '口罩|防护服|消毒|物资'),
  advanced('复工复产', '(复工|复产|开学)-演唱会'),
  simple('境外疫情', '美国 意大利 日本 韩国 伊朗 英国', { eventWords: '疫情 确诊' }),
  simple('医疗健康', '医院 医生 患者 治疗'),
  simple('肿瘤防治', '癌症 肿瘤 肝癌 胃癌'),
  advanced('养生保健', '(养生|保健|饮食|营养)-广告'),
  simple('心理健康', '心理 焦虑 抑郁'),
  simple('教育动态', '教育 学校 学生 老师 教师'),
  simple('高考升学', '高考 考生 志愿 录取'),
  advanced('校园安全', '(校园|学校)+(安全|事故|欺凌)'),
  simple('家庭育儿', '孩子 家长 宝宝 育儿'),
  simple('篮球赛事', 'NBA CBA 篮球 火箭 湖人'),
  simple('足球赛事', '足球 中超 世界杯 国足'),
  advanced('体育综合', '比赛|冠军|奥运|世锦赛'),
  simple('娱乐明星', '明星 恋情 婚礼 综艺'),
  simple('影视作品', '电影 电视剧 票房 导演'),
  advanced('时尚美妆', '时尚|穿搭|护肤|美妆'),
  simple('宏观经济', '经济 GDP 增长', { excludeWords: '体育' }),
  simple('金融市场', '股市 A股 基金 银行 投资'),
  advanced('房地产', '房价|楼市|房地产|住房'),
  simple('企业经营', '企业 公司', { eventWords: '营收 利润 上市 融资' }),
  simple('消费市场', '消费 消费者 价格'),
  simple('科技创新', '科技 人工智能 互联网 区块链'),
  simple('手机数码', '手机 苹果 华为 小米'),
  advanced('网络安全', '(网络|数据)+(安全|泄露|诈骗)'),
  simple('汽车产业', '汽车 新能源 车企'),
  simple('交通出行', '交通 地铁 高铁 航班 机场'),
  simple('食品安全', '食品 食物', { eventWords: '安全 添加剂 检测 中毒' }),
  simple('生态环境', '环境 污染 环保 雾霾'),
  simple('旅游出行', '旅游 景区 游客'),
  advanced('司法案件', '法院|判决|警方|嫌疑人'),
  simple('就业创业', '就业 招聘 创业 求职'),
  simple('养老保障', '养老 老人 社保 医保'),
  simple('乡村振兴', '农村 农民 扶贫 乡村'),
  simple('北京要闻', '北京', { eventWords: '发布 通报 举行 开展' }),
  simple('上海要闻', '上海'),
  simple('广东要闻', '广东 广州 深圳'),
  simple('湖北武汉', '武汉 湖北'),
  advanced('长三角', '江苏|浙江|杭州|南京|苏州'),
  simple('川渝地区', '四川 成都 重庆'),
  simple('政务服务', '政府 部门 政策 服务', { eventWords: '发布 出台 印发' }),
  advanced('国际关系', '(美国|欧盟|联合国)+(外交|关系|会谈|制裁)'),
  simple('气象灾害', '暴雨 台风 地震 高温 寒潮'),
  simple('文化艺术', '文化 艺术 展览 博物馆'),
  simple('互联网平台', '微信 微博 抖音 淘宝 平台'),
  simple('疫苗研发', '疫苗 研发 试验'),
  simple('科研学术', '研究 科学家 研究人员 论文'),
];
