// Machine-made text is labelled once per screen, not under every text: the texts on the screen
// (features/translation's useLocalizedText, the player's transcript) report themselves to the
// screen's scope, which the shell puts around the page, and one notice follows the page while
// any of them is machine-made. A text rendered outside a scope labels itself. No Lingui macro
// here: the texts' hooks import this module, and so do their unit tests.
import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';

type Report = (id: string, machine: boolean) => void;

const ScopeContext = createContext<Report | null>(null);

/** `notice`: what shows once after the children while any of them is machine-made (machine-notice.tsx). */
export function MachineTextScope({ children, notice }: { children: ReactNode; notice: ReactNode }) {
  const [machine, setMachine] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<Report>((id, on) => {
    setMachine((shown) => {
      if (shown.has(id) === on) return shown;
      const next = new Set(shown);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  return (
    <ScopeContext.Provider value={report}>
      {children}
      {machine.size > 0 ? notice : null}
    </ScopeContext.Provider>
  );
}

/**
 * Tells the screen's notice that a machine-made text is shown (while `machine` holds and the
 * caller is mounted). Returns false outside a scope: then the caller labels the text itself.
 */
export function useMachineTextReport(machine: boolean): boolean {
  const report = useContext(ScopeContext);
  const id = useId();
  useEffect(() => {
    if (!report || !machine) return undefined;
    report(id, true);
    return () => report(id, false);
  }, [report, id, machine]);
  return report !== null;
}
