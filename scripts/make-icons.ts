// Renders the app icon (public/icons/icon.svg) to the PNGs the web manifest lists, in Debian's
// Chromium: 192 and 512 px, and a 512 px maskable one (the art inside the 80% safe zone on
// the brand colour). Run after changing the icon: node --import tsx scripts/make-icons.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { launchChromium } from '../tests/browser/support/browser';

const svg = readFileSync('public/icons/icon.svg', 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  const render = async (size: number, maskable: boolean, file: string) => {
    await page.setViewportSize({ width: size, height: size });
    const inset = maskable ? Math.round(size * 0.1) : 0;
    await page.setContent(
      `<body style="margin:0;background:${maskable ? '#0f766e' : 'transparent'}">` +
        `<img src="${dataUrl}" style="display:block;margin:${inset}px;width:${size - 2 * inset}px;height:${size - 2 * inset}px"></body>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    writeFileSync(
      file,
      await page.screenshot({ omitBackground: !maskable, clip: { x: 0, y: 0, width: size, height: size } }),
    );
    console.log(`wrote ${file}`);
  };
  await render(192, false, 'public/icons/icon-192.png');
  await render(512, false, 'public/icons/icon-512.png');
  await render(512, true, 'public/icons/icon-maskable-512.png');
} finally {
  await browser.close();
}
