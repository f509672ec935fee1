// The embedded voice (eSpeak NG + LAME, both WASM): seconds of audio made per CPU-second, per
// locale and overall, against realtime (1 s of audio per second) as the baseline; bytes per
// minute of speech; and what voicing the content in every locale adds to the repository.
// Texts: up to N narrations per locale as content:voice would voice them (own text or current
// translation); a locale with none yet is measured on the sample narration below and says so.
// node --import tsx bench/voice.ts [narrations per locale, default 3]
import { LOCALES, type Locale } from '../src/lib/contract/locales';
import { createEmbeddedVoiceProvider } from '../server/src/providers/voice/embedded';
import { contentRoot, readTranslations, textIn } from '../content/scripts/lib/content-texts';
import { listNarrations } from '../content/scripts/lib/narrations';

const perLocale = Number(process.argv[2] ?? 3);
// One narration (the Palace Museum's throne) in English and, translated for this bench only,
// in the locales the content has no translation for yet.
const SAMPLE: Partial<Record<Locale, string>> = {
  en: 'At the heart of the Hall of Supreme Harmony, on a platform ringed by six gilded dragon pillars, stands the throne of the Ming and Qing emperors. It is carved wood covered in gold lacquer, its back and arms alive with dragons. Only the grandest ceremonies took place here: enthronements, imperial weddings, the New Year audience. In 1915 Yuan Shikai replaced it with a chair of his own, and the original disappeared. In 1959 the scholar Zhu Jiajin recognised it from an old photograph among broken furniture, and it returned here restored in 1964. Look up: the gilded dragon in the ceiling holds the Xuanyuan Mirror in its mouth.',
  vi: 'Ở trung tâm Điện Thái Hòa, trên một bệ đá được bao quanh bởi sáu cột rồng mạ vàng, là ngai vàng của các hoàng đế nhà Minh và nhà Thanh. Ngai làm bằng gỗ chạm khắc phủ sơn vàng, lưng và tay vịn đầy hình rồng. Chỉ những nghi lễ trọng đại nhất mới diễn ra ở đây: lễ đăng quang, hôn lễ hoàng gia, buổi chầu đầu năm mới. Năm 1915, Viên Thế Khải thay nó bằng một chiếc ghế của riêng mình, và chiếc ngai gốc biến mất. Năm 1959, học giả Chu Gia Tấn nhận ra nó nhờ một bức ảnh cũ giữa đống đồ đạc hỏng, và năm 1964 nó được phục chế và đưa về đây. Hãy nhìn lên: con rồng mạ vàng trên trần ngậm chiếc gương Hiên Viên trong miệng.',
  th: 'ใจกลางพระที่นั่งไท่เหอ บนแท่นที่ล้อมรอบด้วยเสามังกรปิดทองหกต้น คือบัลลังก์ของจักรพรรดิราชวงศ์หมิงและชิง บัลลังก์ทำจากไม้แกะสลักลงรักปิดทอง พนักพิงและที่วางแขนเต็มไปด้วยลวดลายมังกร ที่นี่ใช้เฉพาะพระราชพิธีที่ยิ่งใหญ่ที่สุด เช่น พิธีขึ้นครองราชย์ พระราชพิธีอภิเษกสมรส และการเข้าเฝ้าในวันขึ้นปีใหม่ ในปี 1915 หยวนซื่อไข่เปลี่ยนเป็นเก้าอี้ของตนเอง และบัลลังก์องค์เดิมก็หายไป ในปี 1959 นักวิชาการจูเจียจิ้นจำได้จากภาพถ่ายเก่าท่ามกลางเครื่องเรือนที่ชำรุด และบัลลังก์ได้รับการบูรณะกลับมาตั้งที่นี่ในปี 1964 มองขึ้นไปข้างบน มังกรปิดทองบนเพดานคาบกระจกเซวียนหยวนไว้ในปาก',
  ms: 'Di tengah-tengah Dewan Keharmonian Agung, di atas pelantar yang dikelilingi enam tiang naga bersalut emas, terletak takhta maharaja Dinasti Ming dan Qing. Ia diperbuat daripada kayu berukir yang disalut lakuer emas, sandaran dan lengannya penuh dengan ukiran naga. Hanya upacara yang paling agung diadakan di sini: pertabalan, perkahwinan diraja dan sambutan Tahun Baharu. Pada tahun 1915 Yuan Shikai menggantikannya dengan kerusinya sendiri, dan takhta asal hilang. Pada tahun 1959 sarjana Zhu Jiajin mengecamnya daripada sekeping gambar lama di tengah-tengah perabot yang rosak, dan ia dikembalikan ke sini selepas dipulihkan pada tahun 1964. Lihat ke atas: naga bersalut emas di siling menggigit Cermin Xuanyuan di mulutnya.',
};
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

const { narrations } = listNarrations(contentRoot);
// The same narrations in every locale where they can be, so that lengths compare.
function textsFor(locale: Locale): { texts: string[]; bases: string[] } {
  const texts: string[] = [];
  const bases: string[] = [];
  for (const n of narrations) {
    const text = textIn(n.text, locale, readTranslations(locale, n.text.source));
    if (text && !n.base.endsWith('.guide')) {
      texts.push(text);
      bases.push(n.base);
    }
    if (texts.length === perLocale) break;
  }
  return { texts, bases };
}

let started = cpu();
const provider = await createEmbeddedVoiceProvider();
console.log(`provider start: ${(cpu() - started).toFixed(2)} CPU-s (eSpeak NG and LAME in WASM)`);
// eSpeak is compiled to JavaScript (wasm2js): the engine optimises it over the first seconds of
// speech. content:voice makes hundreds of recordings per thread; the figure wanted is the steady one.
started = cpu();
for (let i = 0; i < 3; i++) await provider.synthesize(SAMPLE.en!, 'en');
console.log(`warm-up: ${(cpu() - started).toFixed(2)} CPU-s`);

const rows: { locale: Locale; seconds: number; cpuSec: number; bytes: number; sample: boolean; bases: string[] }[] = [];
for (const locale of LOCALES) {
  const found = textsFor(locale);
  const sample = found.texts.length === 0;
  const texts = sample ? [SAMPLE[locale] ?? 'West Lake.'] : found.texts;
  started = cpu();
  await provider.synthesize(texts[0]!.slice(0, 40), locale); // loads the voice (and, for ja, the dictionary)
  const warmUp = cpu() - started;
  const row = { locale, seconds: 0, cpuSec: 0, bytes: 0, sample, bases: found.bases };
  for (const text of texts) {
    started = cpu();
    const speech = await provider.synthesize(text, locale);
    row.cpuSec += cpu() - started;
    row.seconds += speech.durationSec;
    row.bytes += speech.audio.length;
  }
  rows.push(row);
  console.log(
    `${locale.padEnd(8)} ${row.seconds.toFixed(1).padStart(6)} s of audio in ${row.cpuSec.toFixed(2)} CPU-s: ` +
      `${(row.seconds / row.cpuSec).toFixed(1)} s per CPU-s (x${(row.seconds / row.cpuSec).toFixed(0)} realtime), ` +
      `${Math.round(row.bytes / 1000 / (row.seconds / 60))} KB/min; first call ${warmUp.toFixed(2)} CPU-s` +
      `${sample ? '  [no narration in this locale yet: the sample narration]' : ` [${texts.length} narrations]`}`,
  );
}
const all = rows.reduce((a, r) => ({ s: a.s + r.seconds, c: a.c + r.cpuSec, b: a.b + r.bytes }), { s: 0, c: 0, b: 0 });
console.log(
  `overall: ${(all.s / all.c).toFixed(1)} s of audio per CPU-second (baseline realtime = 1; ` +
    `${(all.s / all.c).toFixed(0)}x), ${Math.round(all.b / 1000 / (all.s / 60))} KB per minute of speech`,
);

// Growth: each locale's length relative to English on the same texts, times the length of every
// narration in English today, at the bytes per second measured.
const en = rows.find((r) => r.locale === 'en')!;
const enSample = (await provider.synthesize(SAMPLE.en!, 'en')).durationSec;
const enTotal = narrations.reduce((sum, n) => sum + (n.holder.audio?.en?.durationSec ?? 0), 0);
let growth = 0;
for (const r of rows.filter((r) => r.locale !== 'cn' && r.locale !== 'en')) {
  const same = r.bases.join() === en.bases.join();
  if (!r.sample && !same) throw new Error(`${r.locale}: not the same narrations as English; give a larger N`);
  const ratio = r.sample ? r.seconds / enSample : r.seconds / en.seconds;
  const bytes = ratio * enTotal * (r.bytes / r.seconds);
  growth += bytes;
  console.log(
    `  ${r.locale.padEnd(8)} ${ratio.toFixed(2)} x English${r.sample ? ' (on the sample narration)' : ''}: ` +
      `${(bytes / 1e6).toFixed(1)} MB for ${narrations.length} narrations`,
  );
}
await provider.close();
console.log(
  `repository growth for ${LOCALES.length - 2} locales x ${narrations.length} narrations: about ${(growth / 1e6).toFixed(0)} MB ` +
    `(English today: ${(enTotal / 60).toFixed(0)} min)`,
);
