// A tiny stand-in for the Vite build: the files whose cache headers the server decides.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const APP_JS = `// fake app bundle\n${Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n')}\n`;
export const INDEX_HTML = `<!doctype html><html><head><title>Fake app</title>
<script type="module" src="/assets/app-abc123.js"></script></head>
<body><div id="root">${'<p>shell</p>'.repeat(60)}</div></body></html>\n`;
/** What every served index.html carries after the public key with the default (empty) site policy. */
export const EMPTY_SITE_POLICY_ELEMENT =
  '<script type="application/json" id="site-policy">{"wrapperOrigins":[],"imageHosts":[]}</script>';
export const PNG_BYTES = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7) % 256));

export function makeFakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'guide-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets/app-abc123.js'), APP_JS);
  writeFileSync(join(dir, 'assets/style-abc123.css'), `body{margin:0}\n${'.c{color:red}\n'.repeat(100)}`);
  writeFileSync(join(dir, 'sw.js'), `self.addEventListener('fetch', () => {});\n${'// sw\n'.repeat(200)}`);
  writeFileSync(join(dir, 'registerSW.js'), "navigator.serviceWorker.register('/sw.js');\n");
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Fake', icons: [] }));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(dir, 'icons/icon-192.png'), PNG_BYTES);
  return dir;
}
