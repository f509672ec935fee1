// The greeting ('interact-default', first element) and suggested questions
// ('question-default') of spec point 3, in the visitor's language (asked again when it
// changes). The last ones seen are kept on the device, so that offline the page still greets
// and suggests; a failure is otherwise silent: the built-in greeting, no suggestions.
import { useEffect, useState } from 'react';
import type { Locale } from '@contract/locales';
import { fetchConfig } from '../api/chat-calls';

export interface ChatConfig {
  greeting: string | null;
  suggestions: string[];
}

const NONE: ChatConfig = { greeting: null, suggestions: [] };
const key = (lang: Locale) => `chat.config.${lang}`;

function keptConfig(lang: Locale): ChatConfig {
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

export function useChatConfig(lang: Locale): ChatConfig {
  const [config, setConfig] = useState(() => ({ ...keptConfig(lang), lang }));
  useEffect(() => {
    let live = true;
    const update = (change: Partial<ChatConfig>) =>
      setConfig((c) => {
        const next = { ...(c.lang === lang ? c : keptConfig(lang)), ...change, lang };
        keepConfig(lang, { greeting: next.greeting, suggestions: next.suggestions });
        return next;
      });
    fetchConfig('interact-default', lang)
      .then((values) => live && update({ greeting: values[0] ?? null }))
      .catch(() => undefined);
    fetchConfig('question-default', lang)
      .then((values) => live && update({ suggestions: values.filter(Boolean) }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [lang]);
  // After a change of language, that language's kept config until its own arrives.
  return config.lang === lang ? config : keptConfig(lang);
}
