// CONTENT_UPDATE: a changed content folder applied to a database seeded before. The folder's
// places, points and versions win; a point it dropped is gone; what visitors did (plays,
// likes) stays; a normal restart afterwards does not read the folder; a bad folder stops the
// start naming the file.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/src/start-server';
import { ENDPOINTS, GATEWAY, type ExplanationPointT, type ScenicAreaT } from '../../src/lib/contract/index';
import { makeFakeDist } from './helpers/fake-dist';
import { getJson } from './helpers/http';
import { FIXTURE_CONTENT } from './helpers/paths';
import { testServerOptions } from './helpers/start';
import { useTempDirs } from './helpers/temp-dirs';

const tempDir = useTempDirs();
const PLACE = 'fx-yellow-mountain';

async function start(dataDir: string, contentDir: string, contentUpdate: boolean): Promise<RunningServer> {
  return startServer({
    ...(await testServerOptions()),
    dataDir,
    contentDir,
    contentUpdate,
    databaseUrl: null,
    distDir: makeFakeDist(),
  });
}

const detail = async (server: RunningServer) =>
  (await getJson<{ area: ScenicAreaT; points: ExplanationPointT[] }>(server.url, ENDPOINTS.scenicDetail, { id: PLACE }))
    .body.data!;

async function post(server: RunningServer, path: string, body: unknown) {
  const res = await fetch(`${server.url}${GATEWAY}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': 'device-content-update-1' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

describe('content updates', () => {
  it('applies the folder to a seeded database, keeping plays and likes, and only when asked', async () => {
    const content = tempDir('content-');
    cpSync(FIXTURE_CONTENT, content, { recursive: true });
    const dataDir = tempDir('data-');
    let server = await start(dataDir, content, false);
    const before = await detail(server);
    const kept = before.points[0]!;
    await post(server, ENDPOINTS.pointLike, { pointId: kept.id, liked: true });
    await post(server, ENDPOINTS.pointPlay, { pointId: kept.id });
    await server.close();

    // The editor raises the version, renames a point and drops another.
    const file = join(content, 'places/scenic', `${PLACE}.json`);
    const place = JSON.parse(readFileSync(file, 'utf8')) as { area: ScenicAreaT; points: ExplanationPointT[] };
    place.area.contentVersion += 1;
    place.points = place.points.filter((p) => p.id !== before.points[2]!.id);
    place.points.find((p) => p.id === kept.id)!.name.en = 'Renamed by the editor';
    writeFileSync(file, JSON.stringify(place));

    // A plain restart does not read the folder.
    server = await start(dataDir, content, false);
    expect((await detail(server)).area.contentVersion).toBe(before.area.contentVersion);
    await server.close();

    server = await start(dataDir, content, true);
    const after = await detail(server);
    expect(after.area.contentVersion).toBe(before.area.contentVersion + 1);
    expect(after.points.map((p) => p.id)).toEqual(before.points.slice(0, 2).map((p) => p.id));
    const renamed = after.points.find((p) => p.id === kept.id)!;
    expect(renamed.name.en).toBe('Renamed by the editor');
    expect(renamed.playCount).toBe(kept.playCount + 1);
    expect(renamed.likeCount).toBe(kept.likeCount + 1);
    // The like is still this device's: liking again changes nothing.
    await post(server, ENDPOINTS.pointLike, { pointId: kept.id, liked: true });
    expect((await detail(server)).points.find((p) => p.id === kept.id)!.likeCount).toBe(kept.likeCount + 1);
    await server.close();
  });

  it('stops the start naming the file when the folder is broken', async () => {
    const content = tempDir('content-');
    cpSync(FIXTURE_CONTENT, content, { recursive: true });
    const dataDir = tempDir('data-');
    const server = await start(dataDir, content, false);
    await server.close();
    writeFileSync(join(content, 'places/scenic', `${PLACE}.json`), '{ not json');
    await expect(start(dataDir, content, true)).rejects.toThrow(`${PLACE}.json`);
  });
});
