// The chat's start pacer (issue 22): new questions let in a few per turn of the event loop, in
// the order they came, so that the answers already streaming get a turn between them.
import { describe, expect, it } from 'vitest';
import { StartPacer } from '../../server/src/chat/start-pacer';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('StartPacer', () => {
  it('lets in at most its number a turn, first come first in, and the rest on later turns', async () => {
    const pacer = new StartPacer(4);
    const order: number[] = [];
    const all = Array.from({ length: 10 }, (_, i) => pacer.turn().then(() => order.push(i)));
    expect(pacer.queued).toBe(10);
    const inByTurn: number[] = [];
    while (order.length < 10) {
      await nextTurn();
      inByTurn.push(order.length);
    }
    await Promise.all(all);
    // 4, then 8, then 10: never more than four more in a turn.
    for (let i = 0; i < inByTurn.length; i++) expect(inByTurn[i]! - (inByTurn[i - 1] ?? 0)).toBeLessThanOrEqual(4);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pacer.queued).toBe(0);
  });

  it('lets a question alone in at the first turn of the loop', async () => {
    const pacer = new StartPacer(4);
    let released = false;
    void pacer.turn().then(() => (released = true));
    expect(released).toBe(false);
    await nextTurn();
    expect(released).toBe(true);
  });
});
