import { Trans } from '@lingui/react/macro';
import type { Locale } from '@contract';
import { useLocalizedText } from './use-localized-text';
import '@/components/ui/content.css';

/**
 * Long content text (intro, tips, narration) in paragraphs, in the visitor's language, with a
 * notice while a translation is being made. A machine translation is labelled by the screen's
 * one notice (machine-text-report.ts), not under each text.
 */
export function ContentText({
  text,
  className,
}: {
  text: Partial<Record<Locale, string>> | null | undefined;
  className?: string;
}) {
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
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </div>
  );
}
