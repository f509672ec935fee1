// Issue 17: the production build (dist/, made by `npm run build` before the browser tests)
// carries production's environment and no other: the API at the origin that serves it and
// market list 4333, in the pages' bundle and in the service worker; the staging and sst
// hosts appear nowhere. The app then calls its own origin (the other browser tests).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS } from '../../src/lib/environments';

const DIST = 'dist';
const scripts = [
  ...readdirSync(join(DIST, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(DIST, 'assets', name)),
  join(DIST, 'sw.js'),
].map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** The environment record as the minifier writes it: {name:`production`,apiOrigin:``,marketListId:4333}. */
const recordPattern = /\{name:[`"'](\w+)[`"'],apiOrigin:[`"']([^`"']*)[`"'],marketListId:(\d+)\}/g;

describe('the production build', () => {
  it("carries production's environment, in the pages and in the service worker", () => {
    const records = scripts.flatMap(({ file, text }) =>
      [...text.matchAll(recordPattern)].map((m) => ({ file, name: m[1], apiOrigin: m[2], marketListId: Number(m[3]) })),
    );
    expect(records.length).toBeGreaterThanOrEqual(2);
    expect(records.some((r) => r.file.endsWith('sw.js'))).toBe(true);
    for (const record of records) {
      expect({ name: record.name, apiOrigin: record.apiOrigin, marketListId: record.marketListId }).toEqual(
        ENVIRONMENTS.production,
      );
    }
  });

  it('names no other environment', () => {
    for (const other of [ENVIRONMENTS.staging, ENVIRONMENTS.sst]) {
      const host = new URL(other.apiOrigin).host;
      expect(scripts.filter(({ text }) => text.includes(host)).map(({ file }) => file)).toEqual([]);
    }
    expect(scripts.filter(({ text }) => /name:[`"'](staging|sst|development)[`"']/.test(text))).toEqual([]);
  });
});
