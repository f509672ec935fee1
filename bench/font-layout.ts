// The first layout of the home's first lines in Chinese, Japanese and Thai on a blank page, with
// the font list before 0072 (eleven named faces) and after it (the platform's face), each run in a
// fresh page, alternating. Prints the median per language and list, and after/before.
//
//   node --import tsx bench/font-layout.ts [runs=12]
import { launchChromium } from '../tests/browser/support/browser';
const OLD = `system-ui, -apple-system, 'Segoe UI', Roboto, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans Thai', 'Noto Sans', sans-serif`;
const NEW = `system-ui, sans-serif`;
const TEXT: Record<string, string> = {
  'zh-Hans':
    '<h1 style="font-size:22px;font-weight:700">景区导览</h1><p style="font-size:14px">搜索景区、博物馆</p><p style="font-size:16px;font-weight:600">泰山 故宫博物院 西湖</p><p style="font-size:12px">热门推荐 讲解点 博物馆 我的</p>',
  ja: '<h1 style="font-size:22px;font-weight:700">観光ガイド</h1><p style="font-size:14px">観光地・博物館を検索</p><p style="font-size:16px;font-weight:600">泰山 故宮博物院 西湖</p><p style="font-size:12px">おすすめ 解説ポイント 博物館 マイページ</p>',
  th: '<h1 style="font-size:22px;font-weight:700">คู่มือนำเที่ยว</h1><p style="font-size:14px">ค้นหาสถานที่ท่องเที่ยว พิพิธภัณฑ์</p><p style="font-size:16px;font-weight:600">ไท่ซาน พิพิธภัณฑ์พระราชวัง</p>',
};
const browser = await launchChromium();
const runs = Number(process.argv[2] ?? 12);
const results: Record<string, number[]> = {};
for (let i = 0; i < runs; i++) {
  for (const [lang, html] of Object.entries(TEXT)) {
    const lists: Array<[string, string]> = [
      ['old', OLD],
      ['new', NEW],
    ];
    for (const [name, font] of i % 2 ? lists.reverse() : lists) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.setContent(
        `<!doctype html><html lang="${lang}"><body style="font-family:${font.replaceAll('"', "'")}"><div id=t></div></body></html>`,
      );
      const ms = await page.evaluate((h) => {
        const t0 = performance.now();
        document.getElementById('t')!.innerHTML = h;
        void document.body.offsetHeight;
        return performance.now() - t0;
      }, html);
      (results[`${lang} ${name}`] ??= []).push(ms);
      await context.close();
    }
  }
}
await browser.close();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
for (const [k, xs] of Object.entries(results)) {
  console.log(k.padEnd(12), 'median', median(xs).toFixed(1), 'ms  runs', xs.map((x) => x.toFixed(1)).join(' '));
}
for (const lang of Object.keys(TEXT)) {
  const ratio = median(results[`${lang} new`]!) / median(results[`${lang} old`]!);
  console.log(`${lang}: the platform's face / the named faces = ${ratio.toFixed(2)}`);
}
