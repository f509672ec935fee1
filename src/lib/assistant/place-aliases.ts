// Other names people use for the catalogue's places, in any language: short forms, former and
// popular names, the usual romanisations. The content gives each place's name in all 11
// languages; these are added to them when the assistant looks for the place a question names.
// Data only: a new place with a well-known other name gets a line here.
// prettier-ignore
const ALIASES: Record<string, string[]> = {
  'bj-palace-museum': ['故宫', '紫禁城', '故宮', '紫禁城', 'Forbidden City', 'Palace Museum', 'Gugong', 'Cité interdite', 'Verbotene Stadt', 'Запретный город', 'Гугун', 'Tử Cấm Thành', 'Cố Cung', 'พระราชวังต้องห้าม', 'กู้กง', '紫禁城', '고궁', '자금성', 'Kota Larangan', 'Kaiserpalast'],
  'gh-sanxingdui-museum': ['三星堆', 'Sanxingdui', 'San Xing Dui', 'Саньсиндуй', 'Tam Tinh Đôi', 'ซานซิงตุย', '싼싱두이', '삼성퇴', 'サンシンドゥイ', 'サンシンドイ'],
  'nj-nanjing-museum': ['南博', '南京博物院', '南京博物馆', '南京博物館', 'Nanjing Museum', 'Nankin', 'Nanking', 'Нанкин', 'Nam Kinh', 'หนานจิง', '난징', '남경'],
  'sh-shanghai-museum': ['上博', '上海博物館', 'Shanghai Museum', 'Шанхай', 'Thượng Hải', 'เซี่ยงไฮ้', '상하이', '上海博物館', '상해'],
  'wh-hubei-provincial-museum': ['湖北省博', '湖北博物馆', '湖北博物館', '省博', 'Hubei Museum', 'Хубэй', 'Hồ Bắc', 'หูเป่ย์', 'หูเป่ย', '후베이', 'Wuhan museum', '호북', '우한', '무한'],
  'xa-shaanxi-history-museum': ['陕历博', '陝歷博', '陕西博物馆', '陝西博物館', '陕博', '陝博', 'Shaanxi Museum', 'Shaanxi History Museum', 'Шэньси', 'Thiểm Tây', 'ส่านซี', '산시', '섬서', '陝西歴史博物館'],
  'aba-jiuzhaigou': ['จิ่วจ้ายโกว', '九寨', '九寨沟', '九寨溝', 'Jiuzhaigou', 'Jiuzhai', 'Цзючжайгоу', 'Cửu Trại Câu', 'จิ่วไจ้โกว', '주자이거우', '구채구', 'ジウジャイゴウ', 'チウチャイコウ'],
  'bj-mutianyu-great-wall': ['慕田峪', '长城', '長城', '万里长城', '萬里長城', 'Great Wall', 'Great Wall at Mutianyu', 'Mutianyu', 'Grande Muraille', 'Große Mauer', 'Chinesische Mauer', 'Великая Китайская стена', 'Великая стена', 'Мутяньюй', 'Vạn Lý Trường Thành', 'Trường Thành', 'Mộ Điền Dục', 'กำแพงเมืองจีน', 'มู่เถียนอวี้', '万里の長城', '만리장성', '무톈위', 'Tembok Besar China', 'ムティエンユー', 'ムーティエンユー'],
  'gl-li-river': ['漓江', '灕江', '桂林', '阳朔', '陽朔', 'Li River', 'Lijiang River', 'Guilin', 'Yangshuo', 'Лицзян', 'Гуйлинь', 'Quế Lâm', 'Ly Giang', 'Li Giang', 'sông Li', 'Dương Sóc', 'กุ้ยหลิน', '구이린', '계림', '리장강', 'リージャン'],
  'hs-huangshan': ['黄山', '黃山', 'Huangshan', 'Huang Shan', 'Yellow Mountain', 'Yellow Mountains', 'Mount Huang', 'Monts Jaunes', 'Mont Huang', 'Gelber Berg', 'Gelbes Gebirge', 'Хуаншань', 'Жёлтые горы', 'Hoàng Sơn', 'หวงซาน', 'ภูเขาเหลือง', '황산', 'Gunung Kuning', 'ホアンシャン', 'ファンシャン'],
  'hz-west-lake': ['ทะเลสาบตะวันตก', '西湖', '杭州西湖', 'West Lake', 'Xihu', 'Hangzhou', 'Западное озеро', 'Tây Hồ', 'ซีหู', '서호', '시후', 'Tasik Barat', 'Westsee', '항저우', '항주', 'シーフー'],
  'sz-humble-administrators-garden': ['拙政园', '拙政園', 'Humble Administrator Garden', 'Zhuozheng Garden', 'Zhuozhengyuan', 'Чжочжэнъюань', 'Chuyết Chính Viên', 'Vườn Chuyết Chính', 'จัวเจิ้ง', '졸정원', 'Suzhou garden', '苏州园林', '쑤저우', '소주', '蘇州'],
  'ta-mount-tai': ['泰山', 'Mount Tai', 'Mt Tai', 'Mt. Tai', 'Taishan', 'Tai Shan', 'Mont Tai', 'Тайшань', 'Thái Sơn', 'ไท่ซาน', '태산', '타이산', 'Gunung Tai', 'Tai-Berg', 'タイシャン', 'タイザン'],
  'zjj-wulingyuan': ['张家界', '張家界', '武陵源', 'Zhangjiajie', 'Wulingyuan', 'Avatar mountains', 'Avatar Mountain', 'Чжанцзяцзе', 'Улинъюань', 'Trương Gia Giới', 'Vũ Lăng Nguyên', 'จางเจียเจี้ย', '장자제', '장가계', '우링위안', '무릉원', 'チャンチャージエ', 'ジャンジャージエ', 'チャンチャーチエ', 'ウーリンユエン'],
};

export function aliasesOf(placeId: string): string[] {
  return [...new Set(ALIASES[placeId] ?? [])];
}
