import { Trans } from '@lingui/react/macro';

/** The screen's one notice of machine-made text (machine-text-scope.tsx decides when it shows). */
export function MachineNotice() {
  return (
    <p className="machine-notice">
      <Trans>Machine translation</Trans>
    </p>
  );
}
