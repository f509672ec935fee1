// Machine-made text is labelled once per screen, not under every text: each text on screen that
// is machine-made (useLocalizedText, the player's transcript) is counted in machineTextCountAtom
// while it is shown, and the shell shows one notice while the count is above zero.
import { useEffect } from 'react';
import { appStore, machineTextCountAtom } from '@/lib/store';

export function useMachineTextReport(machine: boolean): void {
  useEffect(() => {
    if (!machine) return undefined;
    appStore.set(machineTextCountAtom, (count) => count + 1);
    return () => appStore.set(machineTextCountAtom, (count) => count - 1);
  }, [machine]);
}
