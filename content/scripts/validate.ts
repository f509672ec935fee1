import fs from 'node:fs';
import path from 'node:path';
import { ScenicArea, Museum, ExplanationPoint, Guide, Banner, LanguageItem } from '../../src/lib/contract/schemas.ts';
import { z } from 'zod';
const root = path.resolve(import.meta.dirname, '..');
const chk = (s: z.ZodTypeAny, v: unknown, f: string) => {
  const r = s.safeParse(v);
  if (!r.success) console.log(f, JSON.stringify(r.error.issues.slice(0, 5)));
};
for (const f of fs.readdirSync(root + '/places/scenic')) {
  const j = JSON.parse(fs.readFileSync(root + '/places/scenic/' + f, 'utf8'));
  chk(ScenicArea, j.area, f);
  j.points.forEach((p: unknown) => chk(ExplanationPoint, p, f));
}
for (const f of fs.readdirSync(root + '/places/museums')) {
  const j = JSON.parse(fs.readFileSync(root + '/places/museums/' + f, 'utf8'));
  chk(Museum, j.museum, f);
  j.exhibits.forEach((p: unknown) => chk(ExplanationPoint, p, f));
}
chk(z.array(Guide), JSON.parse(fs.readFileSync(root + '/guides.json', 'utf8')), 'guides');
chk(z.array(Banner), JSON.parse(fs.readFileSync(root + '/banners.json', 'utf8')), 'banners');
chk(z.array(LanguageItem), JSON.parse(fs.readFileSync(root + '/dict/langList.json', 'utf8')), 'lang');
console.log('validated');
