import { describe, expect, it } from 'vitest';
import type { PlacePackageInfo } from '@contract';
import type { StoredDownload } from '../types';
import { controlState, failureAction, packageSize, progressOf } from './control-state';

const info: PlacePackageInfo = {
  placeId: 'p1',
  kind: 'scenic',
  lang: 'en',
  contentVersion: 3,
  mediaBytes: 12_000_000,
  mediaCount: 119,
  dataBytes: 400_000,
};

function record(patch: Partial<StoredDownload>): StoredDownload {
  return {
    placeId: 'p1',
    kind: 'scenic',
    lang: 'en',
    name: { en: 'West Lake' },
    cover: '/media/cover.jpg',
    contentVersion: 3,
    availableVersion: null,
    status: 'downloading',
    failure: null,
    media: [],
    totalBytes: 12_400_000,
    doneBytes: 3_100_000,
    totalItems: 120,
    doneItems: 41,
    startedAt: 1,
    completedAt: null,
    updatedAt: 2,
    ...patch,
  };
}

describe('controlState', () => {
  it('waits while the stored record is read', () => {
    expect(controlState({ record: undefined, info, infoFailed: false }, true)).toEqual({ kind: 'loading' });
  });

  it('offers a download with its size (media plus data) when online', () => {
    expect(controlState({ record: null, info, infoFailed: false }, true)).toEqual({
      kind: 'idle',
      size: { bytes: 12_400_000, files: 119 },
      canStart: true,
    });
  });

  it('offers a download without a size while the size is unknown', () => {
    expect(controlState({ record: null, info: null, infoFailed: false }, true)).toEqual({
      kind: 'idle',
      size: null,
      canStart: true,
    });
  });

  it('cannot start offline or when the size could not be fetched', () => {
    expect(controlState({ record: null, info: null, infoFailed: false }, false)).toMatchObject({ canStart: false });
    expect(controlState({ record: null, info: null, infoFailed: true }, true)).toMatchObject({ canStart: false });
  });

  it('shows progress while downloading and while paused', () => {
    expect(
      controlState({ record: record({ status: 'downloading' }), info: null, infoFailed: false }, true),
    ).toMatchObject({
      kind: 'running',
      paused: false,
    });
    expect(controlState({ record: record({ status: 'paused' }), info: null, infoFailed: false }, false)).toMatchObject({
      kind: 'running',
      paused: true,
    });
  });

  it('offers an update only when the server has a newer version', () => {
    const done = record({ status: 'complete', completedAt: 5 });
    expect(controlState({ record: done, info: null, infoFailed: false }, true)).toMatchObject({
      kind: 'complete',
      updateAvailable: false,
    });
    const stale = record({ status: 'complete', completedAt: 5, availableVersion: 4 });
    expect(controlState({ record: stale, info: null, infoFailed: false }, true)).toMatchObject({
      kind: 'complete',
      updateAvailable: true,
    });
  });

  it('gives a failed download its reason and next step', () => {
    const failed = record({ status: 'failed', failure: { reason: 'quota', neededBytes: 5_000_000 } });
    expect(controlState({ record: failed, info: null, infoFailed: false }, true)).toEqual({
      kind: 'failed',
      record: failed,
      failure: { reason: 'quota', neededBytes: 5_000_000 },
      action: 'retry',
    });
  });
});

describe('failureAction', () => {
  it.each([
    [{ reason: 'quota', neededBytes: 1 } as const, 'retry'],
    [{ reason: 'network' } as const, 'resume'],
    [{ reason: 'verify', url: '/media/a.mp3' } as const, 'retry'],
    [{ reason: 'server', status: 503 } as const, 'retry'],
    [null, 'retry'],
  ])('%j -> %s', (failure, action) => {
    expect(failureAction(failure)).toBe(action);
  });
});

describe('packageSize', () => {
  it('adds the data to the media and counts the media files', () => {
    expect(packageSize(info)).toEqual({ bytes: 12_400_000, files: 119 });
  });
});

describe('progressOf', () => {
  it('gives the bytes done out of the total', () => {
    expect(progressOf(record({}))).toEqual({ value: 3_100_000, max: 12_400_000 });
  });

  it('keeps the values a <progress> accepts when the totals are not known yet or overshoot', () => {
    expect(progressOf(record({ totalBytes: 0, doneBytes: 0 }))).toEqual({ value: 0, max: 1 });
    expect(progressOf(record({ totalBytes: 100, doneBytes: 150 }))).toEqual({ value: 100, max: 100 });
    expect(progressOf(record({ totalBytes: 100, doneBytes: -5 }))).toEqual({ value: 0, max: 100 });
  });
});
