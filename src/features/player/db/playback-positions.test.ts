import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { db } from '@/db/database';
import { resumePosition, saveFinished, savePosition } from './playback-positions';

describe('resume positions', () => {
  it('resumes where the visitor stopped', async () => {
    await savePosition('p1', 21.5, 57);
    expect(await resumePosition('p1', 57)).toBe(21.5);
    expect((await db.playback.get('p1'))?.durationSec).toBe(57);
  });

  it('starts from the beginning after a finished narration, or a stop in the first second', async () => {
    await saveFinished('p2', 40);
    expect(await resumePosition('p2', 40)).toBe(0);
    await savePosition('p3', 38.5, 40);
    expect(await resumePosition('p3', 40)).toBe(0);
    await savePosition('p4', 0.4, 40);
    expect(await resumePosition('p4', 40)).toBe(0);
    expect(await resumePosition('never-played', 40)).toBe(0);
  });

  it('scales the position to a narration of another length (another language)', async () => {
    await savePosition('p5', 30, 60);
    expect(await resumePosition('p5', 40)).toBeCloseTo(20, 6);
  });
});
