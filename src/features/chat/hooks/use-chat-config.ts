// The greeting ('interact-default', first element) and suggested questions
// ('question-default') of spec point 3. A failure is silent: the built-in greeting stays
// and there are no suggestions. Both are asked again in the new language on a switch.
import { useEffect, useState } from 'react';
import type { Locale } from '@contract/locales';
import { fetchConfig } from '../api/chat-calls';

export interface ChatConfig {
  greeting: string | null;
  suggestions: string[];
}

export function useChatConfig(lang: Locale): ChatConfig {
  const [config, setConfig] = useState<ChatConfig>({ greeting: null, suggestions: [] });
  useEffect(() => {
    let live = true;
    fetchConfig('interact-default', lang)
      .then((values) => live && setConfig((c) => ({ ...c, greeting: values[0] ?? null })))
      .catch(() => undefined);
    fetchConfig('question-default', lang)
      .then((values) => live && setConfig((c) => ({ ...c, suggestions: values.filter(Boolean) })))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [lang]);
  return config;
}
