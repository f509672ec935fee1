// The page sent for /chatInteract opened on a first visit carries the chat's first screen (the
// greeting, its disclaimer and the suggestions) in the language of the `lang` cookie, escaped,
// and the same config as script-safe JSON; with a session, place or stop in the address, or no
// config in the database, the page goes out as before.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiResponse, Locale } from '../../src/lib/contract/index';
import { CHAT_ENDPOINTS, GATEWAY, LOCALES } from '../../src/lib/contract/index';
import {
  CHAT_STRINGS,
  chatFirstScreenHtml,
  createChatFirstScreen,
  injectChatFirstScreen,
} from '../../server/src/static/chat-first-screen';
import { INDEX, SKELETON, useFirstScreenServer } from './helpers/first-screen-server';
import { rawRequest } from './helpers/http';

const server = useFirstScreenServer();

const page = async (path: string, lang?: string, headers: Record<string, string> = {}) => {
  const reply = await rawRequest(server().url, path, lang ? { ...headers, Cookie: `theme=x; lang=${lang}` } : headers);
  return { html: reply.body.toString(), vary: String(reply.headers.vary ?? ''), status: reply.status };
};

async function config(configKey: string, lang: Locale): Promise<string[]> {
  const reply = await fetch(`${server().url}${GATEWAY}${CHAT_ENDPOINTS.configDetail}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ configKey, lang }),
  });
  const body = (await reply.json()) as ApiResponse<{ configValue: string[] }>;
  return body.data!.configValue;
}

const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

describe('the first screen of /chatInteract, drawn by the server', () => {
  it('carries the greeting and suggestions of the cookie’s language, and the same config as JSON', async () => {
    for (const lang of ['en', 'cn', 'ja'] as Locale[]) {
      const greeting = (await config('interact-default', lang))[0]!;
      const suggestions = await config('question-default', lang);
      const { html, vary, status } = await page('/chatInteract', lang);
      expect(status).toBe(200);
      expect(html).not.toContain(SKELETON);
      expect(html).toContain(`<div class="chat-markdown chat-plain">${escaped(greeting.trimEnd())}</div>`);
      expect(html).toContain(`<p class="chat-disclaimer">${escaped(CHAT_STRINGS[lang].disclaimer)}</p>`);
      for (const question of suggestions) expect(html).toContain(`>${escaped(question)}</button>`);
      expect(html).toMatch(new RegExp(`<html lang="${lang === 'cn' ? 'zh-Hans' : lang}"`));
      const json = /<script type="application\/json" id="chat-boot">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(json!)).toEqual({ lang, greeting, suggestions });
      expect(html).toContain('data-client-type="2"');
      expect(vary).toMatch(/Cookie/);
    }
  });

  it('follows clientType: the back icon for 2, no input for 1, the app’s back bar for 0', async () => {
    const two = (await page('/chatInteract?clientType=2', 'en')).html;
    expect(two).toContain('chat-back');
    expect(two).toContain('chat-bottom');
    const one = (await page('/chatInteract?clientType=1', 'en')).html;
    expect(one).not.toContain('chat-back');
    expect(one).not.toContain('chat-bottom');
    const zero = (await page('/chatInteract?clientType=0', 'en')).html;
    expect(zero).toContain('boot-back-bar');
    const mini = await page('/chatInteract?clientType=0', 'en', {
      'User-Agent': 'Mozilla/5.0 MicroMessenger/8.0 miniProgram/wx1',
    });
    expect(mini.html).not.toContain('boot-back-bar');
  });

  it('sends the page as before with a session, a place or a stop in the address', async () => {
    for (const path of [
      '/chatInteract?sessionId=abc',
      '/chatInteract?placeId=x',
      '/chatInteract?pointId=y',
      '/chatTravel',
    ]) {
      const { html, vary } = await page(path, 'en');
      expect(html, path).toContain(SKELETON);
      expect(html, path).not.toContain('chat-boot');
      expect(vary, path).not.toMatch(/Cookie/);
    }
  });

  it('sends the page as before when the database has no greeting', async () => {
    await server().pglite.query('DELETE FROM chat_config');
    // ko has not been read yet (each language's config is kept for a minute).
    const { html } = await page('/chatInteract', 'ko');
    expect(html).toContain(SKELETON);
    expect(html).not.toContain('chat-boot');
  });
});

describe('the markup', () => {
  const hostile = '<script>alert("x")</script> & \'quoted\' </script><!--';
  const sent = { lang: 'en', greeting: hostile, suggestions: [hostile] };

  it('escapes the texts, and keeps the JSON from closing its script', () => {
    const markup = chatFirstScreenHtml(sent, 'en', { clientType: '2', backBar: false });
    expect(markup).not.toContain('<script>');
    const html = injectChatFirstScreen(INDEX, sent, markup, 'en');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--"');
  });

  it('draws nothing when the config is missing or its read fails', async () => {
    const none = createChatFirstScreen(async () => null);
    expect(await none('/chatInteract', new URLSearchParams(), { cookie: undefined, userAgent: undefined })).toBeNull();
    const failing = createChatFirstScreen(async () => {
      throw new Error('db down');
    });
    expect(
      await failing('/chatInteract', new URLSearchParams(), { cookie: undefined, userAgent: undefined }),
    ).toBeNull();
  });

  it('holds the interface strings of the catalogs (locales/*/messages.po)', () => {
    for (const locale of LOCALES) {
      const po = readFileSync(join('locales', locale, 'messages.po'), 'utf8').replace(/"\n"/g, '');
      expect(po, locale).toContain(`msgstr "${CHAT_STRINGS[locale].ask}"`);
      expect(po, locale).toContain(`msgstr "${CHAT_STRINGS[locale].disclaimer}"`);
    }
  });
});
