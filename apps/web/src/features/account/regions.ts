import type { Locale } from '@cloudphone/contract';

/**
 * A small built-in list of China's provincial divisions and their main cities (the four
 * municipalities list their districts), for the profile's location. The location is stored as
 * "省/市" in Chinese whatever the console's language; English labels are for showing only.
 * Each entry: Chinese name, English name, and its cities as "中文:English".
 */
const DATA: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  [
    '北京市',
    'Beijing',
    [
      '东城区:Dongcheng',
      '西城区:Xicheng',
      '朝阳区:Chaoyang',
      '海淀区:Haidian',
      '丰台区:Fengtai',
      '通州区:Tongzhou',
      '昌平区:Changping',
      '大兴区:Daxing',
    ],
  ],
  ['天津市', 'Tianjin', ['和平区:Heping', '河西区:Hexi', '南开区:Nankai', '河北区:Hebei', '滨海新区:Binhai', '武清区:Wuqing']],
  [
    '上海市',
    'Shanghai',
    [
      '黄浦区:Huangpu',
      '徐汇区:Xuhui',
      "静安区:Jing'an",
      '浦东新区:Pudong',
      '闵行区:Minhang',
      '宝山区:Baoshan',
      '嘉定区:Jiading',
      '松江区:Songjiang',
    ],
  ],
  [
    '重庆市',
    'Chongqing',
    ['渝中区:Yuzhong', '江北区:Jiangbei', "南岸区:Nan'an", '沙坪坝区:Shapingba', '九龙坡区:Jiulongpo', '渝北区:Yubei', '万州区:Wanzhou'],
  ],
  [
    '河北省',
    'Hebei',
    [
      '石家庄市:Shijiazhuang',
      '唐山市:Tangshan',
      '保定市:Baoding',
      '邯郸市:Handan',
      '廊坊市:Langfang',
      '秦皇岛市:Qinhuangdao',
      '沧州市:Cangzhou',
    ],
  ],
  ['山西省', 'Shanxi', ['太原市:Taiyuan', '大同市:Datong', '运城市:Yuncheng', '长治市:Changzhi', '临汾市:Linfen']],
  ['内蒙古自治区', 'Inner Mongolia', ['呼和浩特市:Hohhot', '包头市:Baotou', '鄂尔多斯市:Ordos', '赤峰市:Chifeng']],
  ['辽宁省', 'Liaoning', ['沈阳市:Shenyang', '大连市:Dalian', '鞍山市:Anshan', '锦州市:Jinzhou', '丹东市:Dandong']],
  ['吉林省', 'Jilin', ['长春市:Changchun', '吉林市:Jilin', '延边朝鲜族自治州:Yanbian', '四平市:Siping']],
  ['黑龙江省', 'Heilongjiang', ['哈尔滨市:Harbin', '齐齐哈尔市:Qiqihar', '大庆市:Daqing', '牡丹江市:Mudanjiang']],
  [
    '江苏省',
    'Jiangsu',
    ['南京市:Nanjing', '苏州市:Suzhou', '无锡市:Wuxi', '常州市:Changzhou', '南通市:Nantong', '徐州市:Xuzhou', '扬州市:Yangzhou'],
  ],
  [
    '浙江省',
    'Zhejiang',
    ['杭州市:Hangzhou', '宁波市:Ningbo', '温州市:Wenzhou', '绍兴市:Shaoxing', '嘉兴市:Jiaxing', '金华市:Jinhua', '台州市:Taizhou'],
  ],
  ['安徽省', 'Anhui', ['合肥市:Hefei', '芜湖市:Wuhu', '蚌埠市:Bengbu', '安庆市:Anqing', '阜阳市:Fuyang']],
  ['福建省', 'Fujian', ['福州市:Fuzhou', '厦门市:Xiamen', '泉州市:Quanzhou', '漳州市:Zhangzhou', '莆田市:Putian']],
  ['江西省', 'Jiangxi', ['南昌市:Nanchang', '赣州市:Ganzhou', '九江市:Jiujiang', '上饶市:Shangrao', '景德镇市:Jingdezhen']],
  [
    '山东省',
    'Shandong',
    ['济南市:Jinan', '青岛市:Qingdao', '烟台市:Yantai', '潍坊市:Weifang', '临沂市:Linyi', '淄博市:Zibo', '济宁市:Jining'],
  ],
  ['河南省', 'Henan', ['郑州市:Zhengzhou', '洛阳市:Luoyang', '开封市:Kaifeng', '南阳市:Nanyang', '新乡市:Xinxiang', '商丘市:Shangqiu']],
  ['湖北省', 'Hubei', ['武汉市:Wuhan', '宜昌市:Yichang', '襄阳市:Xiangyang', '荆州市:Jingzhou', '十堰市:Shiyan']],
  ['湖南省', 'Hunan', ['长沙市:Changsha', '株洲市:Zhuzhou', '湘潭市:Xiangtan', '衡阳市:Hengyang', '岳阳市:Yueyang', '常德市:Changde']],
  [
    '广东省',
    'Guangdong',
    [
      '广州市:Guangzhou',
      '深圳市:Shenzhen',
      '珠海市:Zhuhai',
      '佛山市:Foshan',
      '东莞市:Dongguan',
      '中山市:Zhongshan',
      '惠州市:Huizhou',
      '汕头市:Shantou',
    ],
  ],
  ['广西壮族自治区', 'Guangxi', ['南宁市:Nanning', '柳州市:Liuzhou', '桂林市:Guilin', '北海市:Beihai', '玉林市:Yulin']],
  ['海南省', 'Hainan', ['海口市:Haikou', '三亚市:Sanya', '儋州市:Danzhou']],
  ['四川省', 'Sichuan', ['成都市:Chengdu', '绵阳市:Mianyang', '德阳市:Deyang', '宜宾市:Yibin', '南充市:Nanchong', '乐山市:Leshan']],
  ['贵州省', 'Guizhou', ['贵阳市:Guiyang', '遵义市:Zunyi', '六盘水市:Liupanshui', '安顺市:Anshun']],
  ['云南省', 'Yunnan', ['昆明市:Kunming', '曲靖市:Qujing', '大理白族自治州:Dali', '丽江市:Lijiang', '西双版纳傣族自治州:Xishuangbanna']],
  ['西藏自治区', 'Tibet', ['拉萨市:Lhasa', '日喀则市:Shigatse', '林芝市:Nyingchi']],
  ['陕西省', 'Shaanxi', ["西安市:Xi'an", '宝鸡市:Baoji', '咸阳市:Xianyang', '榆林市:Yulin', "延安市:Yan'an"]],
  ['甘肃省', 'Gansu', ['兰州市:Lanzhou', '天水市:Tianshui', '酒泉市:Jiuquan', '张掖市:Zhangye']],
  ['青海省', 'Qinghai', ['西宁市:Xining', '海东市:Haidong', '格尔木市:Golmud']],
  ['宁夏回族自治区', 'Ningxia', ['银川市:Yinchuan', '石嘴山市:Shizuishan', '吴忠市:Wuzhong']],
  ['新疆维吾尔自治区', 'Xinjiang', ['乌鲁木齐市:Urumqi', '克拉玛依市:Karamay', '喀什地区:Kashgar', '伊犁哈萨克自治州:Ili']],
  ['香港特别行政区', 'Hong Kong', ['香港岛:Hong Kong Island', '九龙:Kowloon', '新界:New Territories']],
  ['澳门特别行政区', 'Macao', ['澳门半岛:Macao Peninsula', '氹仔:Taipa', '路环:Coloane']],
  ['台湾省', 'Taiwan', ['台北市:Taipei', '新北市:New Taipei', '台中市:Taichung', '台南市:Tainan', '高雄市:Kaohsiung']],
];

export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

/** The cascader's options in a language: values are always the Chinese names. */
export function regionOptions(locale: Locale): RegionOption[] {
  const pick = (zh: string, en: string) => (locale === 'en-US' ? en : zh);
  return DATA.map(([province, provinceEn, cities]) => ({
    value: province,
    label: pick(province, provinceEn),
    children: cities.map((city) => {
      const [zh, en] = city.split(':') as [string, string];
      return { value: zh, label: pick(zh, en) };
    }),
  }));
}

/** "省/市" → [省, 市] (or [省] alone); '' → []. */
export const splitLocation = (location: string | null): string[] =>
  location
    ? location
        .split('/')
        .map((part) => part.trim())
        .filter(Boolean)
    : [];

/** [省, 市] → "省/市". */
export const joinLocation = (parts: readonly string[]) => parts.join('/');

/** A stored location for reading: "广东省 / 深圳市", in English where the list knows the names. */
export function showLocation(location: string | null, locale: Locale): string {
  const parts = splitLocation(location);
  if (locale === 'en-US') {
    const province = DATA.find(([zh]) => zh === parts[0]);
    if (province) {
      parts[0] = province[1];
      const city = province[2].find((entry) => entry.startsWith(`${parts[1]}:`));
      if (city) parts[1] = city.split(':')[1]!;
    }
  }
  return parts.join(' / ');
}
