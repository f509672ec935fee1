import { Trans } from '@lingui/react/macro';
import '@/components/ui/content.css';

/**
 * The screen's one notice of machine-made text (machine-text-report.ts counts the texts). The
 * shell loads it only when there is one: it is not part of the first screen.
 */
export default function MachineNotice() {
  return (
    <p className="machine-notice">
      <Trans>Machine translation</Trans>
    </p>
  );
}
