import { Trans } from '@lingui/react/macro';
import type { LocalizedTextView } from './use-localized-text';

/** Says that a text is machine-translated, or that its translation is on the way. */
export function MachineTranslationNote({ view }: { view: LocalizedTextView }) {
  if (view.pending) {
    return (
      <p className="translation-note" role="status">
        <Trans>Translation is under way, please wait</Trans>
      </p>
    );
  }
  if (!view.machine) return null;
  return (
    <p className="translation-note">
      <Trans>Machine translation</Trans>
    </p>
  );
}
