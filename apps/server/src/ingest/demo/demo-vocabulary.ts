/**
 * Vocabulary of the generated demo corpus (演示数据). Outlet names are generic on purpose: the
 * demo must never pass for real coverage by a real outlet.
 */

export const PROVINCES: readonly { name: string; cities: readonly string[] }[] = [
  { name: '北京', cities: ['北京'] },
  { name: '天津', cities: ['天津'] },
  { name: '河北', cities: ['石家庄', '唐山', '保定'] },
  { name: '山西', cities: ['太原', '大同'] },
  { name: '内蒙古', cities: ['呼和浩特', '包头'] },
  { name: '辽宁', cities: ['沈阳', '大连'] },
  { name: '吉林', cities: ['长春'] },
  { name: '黑龙江', cities: ['哈尔滨', '齐齐哈尔'] },
  { name: '上海', cities: ['上海'] },
  { name: '江苏', cities: ['南京', '苏州', '无锡'] },
  { name: '浙江', cities: ['杭州', '宁波', '温州'] },
  { name: '安徽', cities: ['合肥', '芜湖'] },
  { name: '福建', cities: ['福州', '厦门'] },
  { name: '江西', cities: ['南昌', '赣州'] },
  { name: '山东', cities: ['济南', '青岛', '烟台'] },
  { name: '河南', cities: ['郑州', '洛阳'] },
  { name: '湖北', cities: ['武汉', '宜昌'] },
  { name: '湖南', cities: ['长沙', '株洲'] },
  { name: '广东', cities: ['广州', '深圳', '佛山', '东莞'] },
  { name: '广西', cities: ['南宁', '桂林'] },
  { name: '海南', cities: ['海口', '三亚'] },
  { name: '重庆', cities: ['重庆'] },
  { name: '四川', cities: ['成都', '绵阳'] },
  { name: '贵州', cities: ['贵阳', '遵义'] },
  { name: '云南', cities: ['昆明', '大理'] },
  { name: '西藏', cities: ['拉萨'] },
  { name: '陕西', cities: ['西安', '宝鸡'] },
  { name: '甘肃', cities: ['兰州', '天水'] },
  { name: '青海', cities: ['西宁'] },
  { name: '宁夏', cities: ['银川'] },
  { name: '新疆', cities: ['乌鲁木齐', '喀什'] },
  { name: '香港', cities: ['香港'] },
  { name: '澳门', cities: ['澳门'] },
  { name: '台湾', cities: ['台北'] },
];

export const SUBJECTS = [
  '市人民医院',
  '市教育局',
  '市场监管局',
  '公交集团',
  '自来水公司',
  '城管执法局',
  '高新区管委会',
  '文旅局',
  '消防救援支队',
  '住建局',
  '第一中学',
  '师范大学',
  '人社局',
  '供电公司',
  '地铁运营公司',
  '生态环境局',
];

export const POSITIVE_TITLES = [
  '{city}{subject}推出便民服务新举措 群众办事效率大幅提升',
  '{city}{subject}获评全国先进集体 多项工作经验获推广',
  '{city}{subject}开通“一网通办” 市民点赞办事更方便',
  '好消息！{city}新增多条公交线路 惠及沿线数十万居民',
  '{city}{subject}暖心服务获群众送锦旗',
  '{city}举办文化旅游节 游客人数创历史新高',
  '{city}{subject}科研团队取得重要突破 成果达到国际先进水平',
];

export const NEGATIVE_TITLES = [
  '{city}{subject}被曝服务态度恶劣 网友质疑监管缺位',
  '{city}一小区停水三天 居民投诉无门',
  '{city}{subject}食堂被指存在食品安全隐患 家长担忧',
  '多名家长反映{city}{subject}违规收费 当地回应称正在调查',
  '{city}暴雨致多处道路积水 市民出行受阻',
  '{city}{subject}工作人员与群众发生冲突 视频引发热议',
  '{city}一工地发生安全事故 造成人员受伤',
  '网友投诉{city}{subject}办事难、推诿扯皮',
];

export const NEUTRAL_TITLES = [
  '{city}{subject}召开年度工作部署会议',
  '{city}发布本月经济运行数据',
  '{city}{subject}开展安全生产专项检查',
  '{city}{subject}发布通知 调整部分业务办理时间',
  '{city}举行防汛应急演练',
  '{city}{subject}公布下半年重点工作安排',
];

export const POSITIVE_SENTENCES = [
  '市民纷纷表示，服务越来越贴心，办事越来越方便。',
  '这一举措得到了广大群众的一致好评。',
  '负责人介绍，下一步将继续优化流程，让群众少跑腿。',
  '不少网友留言点赞，称“这样的改变实实在在”。',
  '相关经验做法已在全省推广，取得了良好的社会效果。',
];

export const NEGATIVE_SENTENCES = [
  '多名网友反映，问题已经持续较长时间，却迟迟得不到解决。',
  '有居民表示，多次拨打热线均无人回应，感到非常失望和愤怒。',
  '事件视频在网络上迅速传播，引发大量网友质疑和批评。',
  '有专家指出，暴露出相关部门监管不到位、处置不及时的问题。',
  '截至发稿时，涉事单位尚未作出正式回应。',
];

export const NEUTRAL_SENTENCES = [
  '会议对下一阶段的工作进行了安排部署。',
  '据了解，相关工作将按照既定计划有序推进。',
  '记者从有关部门获悉，具体实施细则将另行公布。',
  '本次活动由市委宣传部指导，多家单位共同参与。',
  '数据显示，各项指标总体保持平稳。',
];

/** Carrier → generic outlet names and whether posts carry an author with followers. */
export const CARRIER_OUTLETS: Record<string, { sites: readonly string[]; social: boolean }> = {
  news: { sites: ['{province}新闻网', '{city}日报网', '东方时报网', '城市晚报网'], social: false },
  weChat: { sites: ['{city}发布', '{city}生活圈', '{province}政务'], social: true },
  comprehensive: { sites: ['综合资讯网', '门户新闻频道'], social: false },
  blog: { sites: ['博客社区'], social: true },
  microBlog: { sites: ['微博'], social: true },
  forum: { sites: ['{city}论坛', '{province}社区'], social: true },
  postsBar: { sites: ['{city}吧'], social: true },
  electronicNewspaper: { sites: ['{province}日报电子版', '{city}晚报电子版'], social: false },
  video: { sites: ['短视频平台', '视频网站'], social: true },
  app: { sites: ['资讯客户端', '新闻客户端'], social: false },
  interLocution: { sites: ['问答社区'], social: true },
  other: { sites: ['其他网站'], social: false },
};

export const AUTHOR_NAMES = [
  '城市观察员',
  '热心市民小王',
  '{city}身边事',
  '路人甲',
  '民生直通车',
  '{city}新鲜事',
  '老张说事',
  '晴天小猪',
  '{province}资讯',
];

export const ABROAD_TITLES = [
  '{city} launches new public service platform',
  'Residents in {city} complain about water outage',
  'Floods disrupt traffic in {city}',
  '{city} hosts international culture festival',
];
