import { Trans } from '@lingui/react/macro';
import { formatFeedbackReference } from '@contract/feedback-reference';
import { onlineAtom, useAtomValue } from '@/lib/store';
import type { FeedbackStatus } from '../hooks/use-feedback-status';

/** What became of the message just sent. */
export function FeedbackStatusNote({ status, onAnother }: { status: FeedbackStatus; onAnother: () => void }) {
  const online = useAtomValue(onlineAtom);
  if (status.state === 'none') return null;
  return (
    <div className="feedback-status" role="status" data-testid="feedback-status">
      {status.state === 'queued' ? (
        online ? (
          <p>
            <Trans>Sending…</Trans>
          </p>
        ) : (
          <p>
            <Trans>You are offline. Your message is saved and will be sent when you are back online.</Trans>
          </p>
        )
      ) : status.receipt.id ? (
        <>
          <p className="feedback-success">
            <Trans>Thank you! Your message has been sent.</Trans>
          </p>
          {status.receipt.reference ? (
            <p className="feedback-reference">
              <Trans>
                Reference:{' '}
                <span className="feedback-reference-code" data-testid="feedback-reference">
                  {formatFeedbackReference(status.receipt.reference)}
                </span>
              </Trans>
            </p>
          ) : null}
        </>
      ) : (
        <p className="feedback-error">
          <Trans>Your message could not be sent: {status.receipt.error}</Trans>
        </p>
      )}
      {status.state === 'done' ? (
        <button type="button" className="button button-secondary" onClick={onAnother}>
          <Trans>Write another message</Trans>
        </button>
      ) : null}
    </div>
  );
}
