// Well-known places the catalogue does not cover, most of them near one it does (the panda base
// beside Sanxingdui, Huanglong beside Jiuzhaigou, Badaling beside Mutianyu): a question about
// one of them is about somewhere the guide has no texts for, and is declined, unless the
// place's own texts speak of it (the Suzhou Museum next to the garden). Each is listed by the
// names visitors write in the 11 languages; Latin and Cyrillic names are matched as words (a
// Russian case ending may follow), the others as written. Data only.
import { escapeRegExp, fold } from './text';

// prettier-ignore
const OTHER_PLACES: Record<string, string[]> = {
  huanglong: ['黄龙风景区', '黄龙景区', '黄龙', '黃龍', '黄龍', 'Huanglong', 'Хуанлун', 'Hoàng Long', 'หวงหลง', '황룡', 'ファンロン'],
  pandaBase: ['大熊猫基地', '大熊貓基地', '熊猫基地', '熊貓基地', 'パンダ基地', 'panda base', 'panda research base', 'giant panda breeding', 'panda breeding', 'base des pandas', 'pandabasis', 'pandazucht', 'база панд', 'базу панд', 'центр панд', 'căn cứ gấu trúc', 'trung tâm gấu trúc', 'ศูนย์วิจัยแพนด้า', 'ฐานแพนด้า', '판다 기지', '판다기지', 'pangkalan panda', 'pusat panda'],
  badaling: ['八达岭', '八達嶺', 'Badaling', 'Бадалин', 'Bát Đạt Lĩnh', 'ปาต๋าหลิ่ง', 'ปาต้าหลิ่ง', 'ปาต้าหลิง', 'ปาต๋าหลิง', 'バーダーリン', 'パーダーリン', '바다링', '팔달령'],
  templeOfHeaven: ['天坛', '天壇', 'Temple of Heaven', 'Temple du Ciel', 'Himmelstempel', 'Храм Неба', 'Thiên Đàn', 'หอฟ้าเทียนถาน', '천단', 'Kuil Syurga'],
  summerPalace: ['颐和园', '頤和園', '頤和園', 'Summer Palace', "Palais d'Été", 'Sommerpalast', 'Летний дворец', 'Di Hòa Viên', 'พระราชวังฤดูร้อน', '이화원'],
  longji: ['龙脊梯田', '龍脊梯田', 'Longji', 'Longsheng', 'ruộng bậc thang Long Tích', 'หลงจี่', '룽지', '龍脊棚田'],
  reedFlute: ['芦笛岩', '蘆笛岩', 'Reed Flute Cave', 'Грот тростниковой флейты', '루디옌'],
  hongcun: ['宏村', 'Hongcun', 'Хунцунь', 'Hoành Thôn', 'หงชุน', '훙춘'],
  xidi: ['西递', '西遞', 'Xidi'],
  lingyin: ['灵隐寺', '靈隱寺', 'Lingyin', 'Линъинь', 'Linh Ẩn', 'หลิงอิ่น', '영은사', '링인사', '霊隠寺'],
  wuzhen: ['乌镇', '烏鎮', 'Wuzhen', 'Учжэнь', 'อูเจิ้น', '우쩐'],
  qiandaoLake: ['千岛湖', '千島湖', 'Qiandao', 'Thousand Island Lake', 'Tasik Seribu Pulau'],
  nationalMuseum: ['中国国家博物馆', '中國國家博物館', '国家博物馆', '國家博物館', 'National Museum of China', 'musée national de Chine', 'Chinesisches Nationalmuseum', 'Nationalmuseum Chinas', 'Национальный музей Китая', 'Bảo tàng Quốc gia Trung Quốc', 'พิพิธภัณฑ์แห่งชาติจีน', '중국국가박물관', '중국 국가박물관', '中国国家博物館', 'Muzium Negara China'],
  suzhouMuseum: ['苏州博物馆', '蘇州博物館', 'Suzhou Museum', 'musée de Suzhou', 'Suzhou-Museum', 'Suzhou Museum', 'Сучжоуский музей', 'Сучжоуского музея', 'Сучжоуском музее', 'Сучжоускому музею', 'Bảo tàng Tô Châu', 'พิพิธภัณฑ์ซูโจว', '쑤저우 박물관', '쑤저우박물관', 'Muzium Suzhou'],
  lionGrove: ['狮子林', '獅子林', 'Lion Grove', 'Shizilin', 'Forêt du Lion', 'Löwenwald', 'Львиная роща', 'Sư Tử Lâm', 'ซือจื่อหลิน', '사자림', '스쯔린'],
  tigerHill: ['虎丘', 'Tiger Hill', 'Huqiu', 'Colline du Tigre', 'Tigerhügel', 'Тигровый холм', 'Hổ Khâu'],
  zhouzhuang: ['周庄', '周莊', '周荘', 'Zhouzhuang', 'Чжоучжуан', 'Chu Trang', 'โจวจวง', '저우좡'],
  lingeringGarden: ['留园', '留園', 'Lingering Garden', 'Liuyuan', 'Jardin de la Persistance', 'jardin de la Persévérance', 'Garten des Verweilens', 'Лююань', 'Lưu Viên', 'สวนหลิวหยวน', 'Taman Liu'],
  mastersNets: ['网师园', '網師園', 'Master of the Nets', 'Master of Nets', 'Wangshi', '망사원'],
  qufu: ['曲阜', '孔庙', '孔廟', '孔子廟', 'Qufu', 'Confucius Temple', 'temple de Confucius', 'Konfuziustempel', 'Храм Конфуция', 'Цюйфу', 'Khúc Phụ', 'Khổng Miếu', 'ชวีฟู่', '곡부', '취푸', '공묘', 'Kuil Konfusius'],
  tianmen: ['天门山', '天門山', 'Tianmen', 'Tianmenshan', 'Тяньмэнь', 'Thiên Môn Sơn', 'เทียนเหมินซาน', '천문산', '톈먼산'],
  grandCanyon: ['张家界大峡谷', '張家界大峽谷', '張家界大峡谷', 'Zhangjiajie Grand Canyon', 'Grand Canyon of Zhangjiajie', '장가계 대협곡', '장자제 대협곡', 'แกรนด์แคนยอนจางเจียเจี้ย'],
  glassBridge: ['玻璃桥', '玻璃橋', 'glass bridge', 'pont de verre', 'pont en verre', 'Glasbrücke', 'стеклянный мост', 'стеклянного моста', 'cầu kính', 'สะพานกระจก', '유리다리', '유리 다리', 'ガラスの橋', 'ガラス橋', 'jambatan kaca'],
  fenghuang: ['凤凰古城', '鳳凰古城', 'Fenghuang', 'Фэнхуан', 'Phượng Hoàng cổ trấn', 'เฟิ่งหวง', '펑황', '봉황고성'],
  jinsha: ['金沙遗址', '金沙遺址', 'Jinsha', 'Цзиньша', 'จินซา'],
  dujiangyan: ['都江堰', 'Dujiangyan', 'Дуцзянъянь', 'Đô Giang Yển', 'ตูเจียงเยี่ยน', '두장옌', '도강언'],
  leshan: ['乐山大佛', '樂山大佛', '楽山大仏', 'Leshan', 'Лэшань', 'เล่อซาน', '러산', '낙산대불'],
  emei: ['峨眉山', 'Emei', 'Эмэйшань', 'Nga Mi Sơn', 'เอ๋อเหมย', '어메이산', '아미산'],
  wuhouCi: ['武侯祠', 'Wuhou', 'Vũ Hầu Từ'],
  kuanzhai: ['宽窄巷子', '寬窄巷子', 'Kuanzhai'],
  sunYatSen: ['中山陵', 'Sun Yat-sen Mausoleum', 'mausolée de Sun Yat-sen', 'Sun-Yat-sen-Mausoleum', 'Мавзолей Сунь Ятсена', 'Lăng Tôn Trung Sơn', 'สุสานซุนยัตเซ็น', '중산릉'],
  fuzimiao: ['夫子庙', '夫子廟', 'Fuzimiao', 'Phu Tử Miếu'],
  massacreMemorial: ['大屠杀纪念馆', '大屠殺紀念館', 'Massacre Memorial', 'mémorial du massacre', 'Massaker-Gedenkhalle', 'Мемориал жертвам', '대학살 기념관'],
  mingXiaoling: ['明孝陵', 'Ming Xiaoling', 'Xiaoling', 'Minh Hiếu Lăng', '명효릉'],
  orientalPearl: ['东方明珠', '東方明珠', 'Oriental Pearl', "Perle de l'Orient", 'Perle des Orients', 'Восточная жемчужина', 'Minh Châu Phương Đông', 'หอไข่มุก', '동방명주'],
  bund: ['外滩', '外灘', 'the Bund', 'le Bund', 'Вайтань', 'Bến Thượng Hải', 'เดอะบันด์', '와이탄'],
  yuGarden: ['豫园', '豫園', 'Yu Garden', 'Yuyuan', 'jardin Yu', 'Yu-Garten', 'сад Юйюань', 'สวนอวี้', '위위안'],
  disney: ['迪士尼', 'Disneyland', 'Disney', 'ディズニー', '디즈니', 'ดิสนีย์', 'Диснейленд'],
  yellowCrane: ['黄鹤楼', '黃鶴樓', '黄鶴楼', 'Yellow Crane', 'Grue jaune', 'Gelber-Kranich', 'Gelben Kranichs', 'Жёлтого журавля', 'Желтого журавля', 'Hoàng Hạc Lâu', 'หอนกกระเรียนเหลือง', '황학루', 'Bangau Kuning'],
  hubuAlley: ['户部巷', '戶部巷', 'Hubu'],
  terracotta: ['兵马俑', '兵馬俑', 'Terracotta Army', 'Terracotta Warriors', 'armée de terre cuite', 'Terrakotta-Armee', 'Terrakottaarmee', 'Терракотовая армия', 'Терракотовую армию', 'đội quân đất nung', 'กองทัพทหารดินเผา', '병마용', 'Askar Terakota'],
  wildGoose: ['大雁塔', 'Wild Goose', 'Oie sauvage', 'Wildgans', 'Большая пагода диких гусей', 'Đại Nhạn Tháp', 'เจดีย์ห่านป่า', '대안탑'],
  huaqing: ['华清宫', '華清宮', '华清池', '華清池', 'Huaqing', 'Hoa Thanh', '화청지'],
  potala: ['布达拉宫', '布達拉宮', 'Potala', 'Потала', 'Bố Đạt La', 'โปตาลา', '포탈라', 'ポタラ'],
  louvre: ['卢浮宫', '羅浮宮', 'ルーブル', '루브르', 'Louvre', 'Лувр', 'ลูฟวร์'],
  // Places visitors compare with from home (colder than Genting? like Ha Long Bay?).
  genting: ['Genting Highlands', 'Genting', 'Tanah Tinggi Genting', '云顶高原', '雲頂高原', '겐팅'],
  cameron: ['Cameron Highlands', 'Tanah Tinggi Cameron', '金马伦高原', '金馬崙高原'],
  fuji: ['富士山', 'Mount Fuji', 'Mt Fuji', 'Mt. Fuji', 'Fujisan', 'mont Fuji', 'Fuji-san', 'Фудзи', 'núi Phú Sĩ', 'ภูเขาไฟฟูจิ', '후지산'],
  halong: ['Ha Long', 'Halong', 'Hạ Long', '下龙湾', '下龍灣', 'ハロン湾', '하롱베이', 'ฮาลอง', 'Халонг'],
  sapa: ['Sa Pa', 'Sapa', '沙坝', '沙壩', 'ซาปา', '사파'],
  jeju: ['Jeju', '제주', '济州', '濟州', 'チェジュ', 'เชจู', 'Чеджу'],
  seorak: ['Seoraksan', '설악산', '雪岳山', 'ソラクサン'],
  eiffel: ['Eiffel', '埃菲尔铁塔', '艾菲爾鐵塔', 'エッフェル塔', '에펠탑', 'หอไอเฟล', 'Эйфелев'],
  inthanon: ['Doi Inthanon', 'ดอยอินทนนท์', '茵他侬', '인타논'],
  taipeiPalace: ['台北故宫', '臺北故宮', '台北故宮', '台北故宮博物院', '國立故宮博物院', '国立故宫博物院', 'National Palace Museum', 'Taipei Palace', '타이베이 고궁', '대만 고궁', 'ไทเป'],
};

type Entry = { id: string; cjk: string[]; words: RegExp | null };

const LETTERED = /^[\p{Script=Latin}\p{Script=Cyrillic}\s'’.-]+$/u;

const ENTRIES: Entry[] = Object.entries(OTHER_PLACES).map(([id, names]) => {
  const folded = names.map((n) => fold(n));
  const lettered = folded.filter((n) => LETTERED.test(n));
  return {
    id,
    cjk: folded.filter((n) => !LETTERED.test(n)),
    // A word at its start and end; Russian takes a case ending ("Хуанлуна").
    words: lettered.length
      ? new RegExp(`(?<![\\p{L}])(?:${lettered.map(escapeRegExp).join('|')})(?:[а-я]{1,2})?(?![\\p{L}])`, 'u')
      : null,
  };
});

/** The well-known places not in the catalogue that a text names, by id. */
export function otherPlacesIn(text: string): string[] {
  const folded = fold(text);
  return ENTRIES.filter((e) => e.cjk.some((n) => folded.includes(n)) || !!e.words?.test(folded)).map((e) => e.id);
}
