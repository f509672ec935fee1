import { Trans } from '@lingui/react/macro';
import type { LocalizedTextT } from '../../../lib/contract';
import { useLocalizedText } from '../../translation/use-localized-text';

/** Content text (narration, overview, tips) in paragraphs, labelled when machine-translated. */
export function LocalizedTextBlock({ text, className }: { text: LocalizedTextT; className?: string }) {
  const view = useLocalizedText(text);
  return (
    <div className={className}>
      {view.pending ? (
        <p className="muted" role="status">
          <Trans>Translation is under way, please wait</Trans>
        </p>
      ) : null}
      {view.text
        .split(/\n+/)
        .filter(Boolean)
        .map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      {view.machine ? (
        <span className="machine-label">
          <Trans>Machine translation</Trans>
        </span>
      ) : null}
    </div>
  );
}
