import { useState } from 'react';
import { installPromptAtom, useAtom } from '@/lib/store';

export type InstallOutcome = 'accepted' | 'dismissed' | null;

/** The browser's deferred install prompt, usable once: after the visitor answers it is cleared. */
export function useInstallPrompt() {
  const [prompt, setPrompt] = useAtom(installPromptAtom);
  const [outcome, setOutcome] = useState<InstallOutcome>(null);
  const install = async () => {
    if (!prompt) return;
    await prompt.prompt();
    const choice = await prompt.userChoice;
    setOutcome(choice.outcome);
    setPrompt(null);
  };
  return { canPrompt: prompt !== null, install, outcome };
}
