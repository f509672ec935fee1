// The host's questions (interactMsg) reach the chat screen even when they come before it
// subscribed; a stranger's and a malformed message reach nobody.
import { beforeAll, describe, expect, it } from 'vitest';
import type * as BridgeModule from './wrapper-bridge';

type Bridge = typeof BridgeModule;
let bridge: Bridge;
const page = new EventTarget() as EventTarget & Record<string, unknown>;

function post(data: unknown, source: unknown = null, origin = 'https://guide.example'): void {
  const event = new Event('message') as Event & { data: unknown; source: unknown; origin: string };
  Object.assign(event, { data, source, origin });
  page.dispatchEvent(event);
}

beforeAll(async () => {
  Object.assign(page, { parent: page });
  Object.assign(globalThis, {
    window: page,
    document: new EventTarget(),
    location: { origin: 'https://guide.example', href: 'https://guide.example/chatInteract' },
  });
  bridge = await import('./wrapper-bridge');
});

describe('interactMsg from the host', () => {
  it('keeps what came before the screen subscribed, in order, then delivers live', () => {
    post({ type: 'interactMsg', content: 'first' });
    post(JSON.stringify({ type: 'interactMsg', content: 'second' }));
    const got: string[] = [];
    const stop = bridge.listenForInteractMsg((content) => got.push(content));
    expect(got).toEqual(['first', 'second']);
    post({ type: 'interactMsg', content: 'third' });
    expect(got).toEqual(['first', 'second', 'third']);
    stop();
    post({ type: 'interactMsg', content: 'fourth' });
    expect(got).toEqual(['first', 'second', 'third']);
    const next: string[] = [];
    bridge.listenForInteractMsg((content) => next.push(content))();
    expect(next).toEqual(['fourth']);
  });

  it('ignores other shapes and untrusted senders', () => {
    const got: string[] = [];
    const stop = bridge.listenForInteractMsg((content) => got.push(content));
    post({ type: 'other', content: 'x' });
    post('not json');
    post({ type: 'interactMsg', content: 42 });
    post({ type: 'interactMsg', content: 'from a stranger' }, {}, 'https://stranger.example');
    expect(got).toEqual([]);
    stop();
  });
});
