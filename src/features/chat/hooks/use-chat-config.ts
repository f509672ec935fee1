// The greeting ('interact-default', first element) and suggested questions
// ('question-default') of spec point 3, in the visitor's language (asked again when it
// changes). The last ones seen are kept on the device, so that offline the page still greets
// and suggests; a failure is otherwise silent: the built-in greeting, no suggestions.
import { useEffect, useState } from 'react';
import { CHAT_BOOT_ELEMENT_ID, type ChatBootConfig } from '@contract';
import type { Locale } from '@contract/locales';
import { fetchConfig } from '../api/chat-calls';

export interface ChatConfig {
  greeting: string | null;
  suggestions: string[];
}

const NONE: ChatConfig = { greeting: null, suggestions: [] };
/** How long a first visit (nothing kept) waits for the greeting and suggestions before drawing without them. */
const FIRST_WAIT_MS = 1500;
const key = (lang: Locale) => `chat.config.${lang}`;

/**
 * The config the server sent in the page with the first screen it drew (server/src/static/
 * chat-first-screen.ts), for the language it was drawn in: the first render draws the same
 * greeting at once, with no loading line in between.
 */
function pageConfig(lang: Locale): ChatConfig | null {
  try {
    const element = typeof document === 'undefined' ? null : document.getElementById(CHAT_BOOT_ELEMENT_ID);
    if (!element) return null;
    const sent = JSON.parse(element.textContent ?? 'null') as Partial<ChatBootConfig> | null;
    if (sent?.lang !== lang || typeof sent.greeting !== 'string') return null;
    const suggestions = Array.isArray(sent.suggestions) ? sent.suggestions.filter((s) => typeof s === 'string') : [];
    return { greeting: sent.greeting, suggestions };
  } catch {
    return null;
  }
}

function keptConfig(lang: Locale): ChatConfig {
  const sent = pageConfig(lang);
  if (sent) return sent;
  try {
    const kept = JSON.parse(localStorage.getItem(key(lang)) ?? 'null') as Partial<ChatConfig> | null;
    return {
      greeting: typeof kept?.greeting === 'string' ? kept.greeting : null,
      suggestions: Array.isArray(kept?.suggestions) ? kept.suggestions.filter((s) => typeof s === 'string') : [],
    };
  } catch {
    return NONE;
  }
}

function keepConfig(lang: Locale, config: ChatConfig): void {
  try {
    localStorage.setItem(key(lang), JSON.stringify(config));
  } catch {
    // not kept: offline the built-in greeting shows
  }
}

const isKept = (config: ChatConfig) => config.greeting !== null || config.suggestions.length > 0;

/**
 * `settled`: what to draw is known: kept from an earlier visit, or both answers in (or failed),
 * or waited for long enough. Until then the page draws neither, so that the greeting and the
 * suggestions arriving one after the other do not push the page about (layout shift).
 */
export function useChatConfig(lang: Locale): ChatConfig & { settled: boolean } {
  const [config, setConfig] = useState(() => ({ ...keptConfig(lang), lang }));
  // A kept config is settled at once (below); this records the answers in, or the wait over.
  const [settledFor, setSettledFor] = useState<Locale | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => live && setSettledFor(lang), FIRST_WAIT_MS);
    const update = (change: Partial<ChatConfig>) =>
      setConfig((c) => {
        const next = { ...(c.lang === lang ? c : keptConfig(lang)), ...change, lang };
        keepConfig(lang, { greeting: next.greeting, suggestions: next.suggestions });
        return next;
      });
    const greeting = fetchConfig('interact-default', lang)
      .then((values) => live && update({ greeting: values[0] ?? null }))
      .catch(() => undefined);
    const suggestions = fetchConfig('question-default', lang)
      .then((values) => live && update({ suggestions: values.filter(Boolean) }))
      .catch(() => undefined);
    void Promise.all([greeting, suggestions]).then(() => live && setSettledFor(lang));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [lang]);
  // After a change of language, that language's kept config until its own arrives.
  const shown = config.lang === lang ? config : keptConfig(lang);
  return { ...shown, settled: settledFor === lang || isKept(shown) };
}
