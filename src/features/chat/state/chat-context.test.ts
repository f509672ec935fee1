// The conversation's context: what an address may name, and what a stored copy may hold.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextOf, contextQuery, readContext, sameContext, writeContext } from './chat-context';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('the chat context', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('takes ids of the catalogue shape from an address and ignores anything else', () => {
    expect(contextOf('hz-west-lake', 'hz-west-lake-01')).toEqual({
      placeId: 'hz-west-lake',
      pointId: 'hz-west-lake-01',
    });
    expect(contextOf(undefined, 'hz-west-lake-01')).toEqual({ placeId: null, pointId: 'hz-west-lake-01' });
    expect(contextOf('<script>', 'a b')).toBeNull();
    expect(contextOf('x'.repeat(65), undefined)).toBeNull();
    expect(contextOf(undefined, undefined)).toBeNull();
  });

  it('is kept per session, cleared by null, and read back as it was written', () => {
    writeContext('s1', { placeId: 'bj-palace-museum', pointId: 'bj-palace-museum-01' });
    writeContext('s2', { placeId: 'hz-west-lake', pointId: null });
    expect(readContext('s1')).toEqual({ placeId: 'bj-palace-museum', pointId: 'bj-palace-museum-01' });
    expect(readContext('s2')).toEqual({ placeId: 'hz-west-lake', pointId: null });
    writeContext('s1', null);
    expect(readContext('s1')).toBeNull();
    expect(readContext('s3')).toBeNull();
  });

  it('reads a damaged or tampered copy as no context', () => {
    localStorage.setItem('chat.context.s1', '{not json');
    expect(readContext('s1')).toBeNull();
    localStorage.setItem('chat.context.s1', JSON.stringify({ placeId: 42, pointId: '../x' }));
    expect(readContext('s1')).toBeNull();
    localStorage.setItem('chat.context.s1', JSON.stringify({ placeId: 'ok-place', pointId: 'bad id' }));
    expect(readContext('s1')).toEqual({ placeId: 'ok-place', pointId: null });
  });

  it('goes with a question as placeId and pointId, only those it has', () => {
    expect(contextQuery({ placeId: 'p', pointId: 'q' })).toEqual({ placeId: 'p', pointId: 'q' });
    expect(contextQuery({ placeId: null, pointId: 'q' })).toEqual({ pointId: 'q' });
    expect(contextQuery(null)).toEqual({});
    expect(sameContext(null, null)).toBe(true);
    expect(sameContext({ placeId: 'p', pointId: null }, { placeId: 'p', pointId: 'q' })).toBe(false);
  });
});
