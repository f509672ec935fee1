// The greeting ('interact-default', first element) and suggested questions
// ('question-default') of spec point 3. A failure is silent: the built-in greeting stays
// and there are no suggestions.
import { useEffect, useState } from 'react';
import { fetchConfig } from '../api/chat-calls';

export interface ChatConfig {
  greeting: string | null;
  suggestions: string[];
}

export function useChatConfig(): ChatConfig {
  const [config, setConfig] = useState<ChatConfig>({ greeting: null, suggestions: [] });
  useEffect(() => {
    let live = true;
    fetchConfig('interact-default')
      .then((values) => live && setConfig((c) => ({ ...c, greeting: values[0] ?? null })))
      .catch(() => undefined);
    fetchConfig('question-default')
      .then((values) => live && setConfig((c) => ({ ...c, suggestions: values.filter(Boolean) })))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return config;
}
