import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FEEDBACK_MAX_LENGTH, EMAIL_MAX_LENGTH } from '@contract/member';
import { useFeedbackStatus } from '../hooks/use-feedback-status';
import { newClientId, queueFeedback, startFeedbackSync } from '../state/feedback-outbox';
import { readDraft, readLastSent, writeDraft, writeLastSent } from '../state/feedback-draft';
import { FeedbackStatusNote } from './feedback-status';
import './feedback.css';

// The server checks the address again; this only catches typing slips early.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Contact us: content (required), an optional contact email, a counter and Send; works offline. */
export function FeedbackPage() {
  const { t } = useLingui();
  const ids = useId();
  const [draft, setDraft] = useState(readDraft);
  const [errors, setErrors] = useState<{ content?: string; email?: string }>({});
  const [lastSent, setLastSent] = useState(readLastSent);
  const status = useFeedbackStatus(lastSent);
  useEffect(() => startFeedbackSync(), []);
  useEffect(() => writeDraft(draft), [draft]);

  const length = [...draft.content].length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = draft.content.trim();
    const email = draft.email.trim();
    const found = {
      content: content ? undefined : t`Feedback content cannot be empty`,
      email: email && !EMAIL_PATTERN.test(email) ? t`Please enter a correct email address` : undefined,
    };
    setErrors(found);
    if (found.content || found.email) return;
    const clientId = newClientId();
    writeLastSent(clientId);
    setLastSent(clientId);
    setDraft({ content: '', email: '' });
    void queueFeedback({ content, email: email || null, clientId });
  };
  const another = () => {
    writeLastSent(null);
    setLastSent(null);
  };

  // The page keeps its frame (the heading) whether it shows the form or what became of the message.
  const sent = status && status.state !== 'none';
  return (
    <section className="feedback-page" aria-labelledby={`${ids}-heading`}>
      <h1 id={`${ids}-heading`} className="page-heading">
        <Trans>Contact us</Trans>
      </h1>
      {sent ? <FeedbackStatusNote status={status} onAnother={another} /> : null}
      {!sent ? (
        <form className="feedback-form" noValidate onSubmit={submit}>
          <label htmlFor={`${ids}-content`} className="feedback-label">
            <Trans>Feedback content</Trans>
          </label>
          <textarea
            id={`${ids}-content`}
            className="feedback-input"
            rows={6}
            maxLength={FEEDBACK_MAX_LENGTH}
            value={draft.content}
            aria-invalid={Boolean(errors.content)}
            aria-describedby={`${ids}-counter${errors.content ? ` ${ids}-content-error` : ''}`}
            onChange={(e) => setDraft({ ...draft, content: e.target.value })}
          />
          <p id={`${ids}-counter`} className="feedback-counter muted">
            {t`${length} / ${FEEDBACK_MAX_LENGTH} characters`}
          </p>
          {errors.content ? (
            <p id={`${ids}-content-error`} className="feedback-error" role="alert">
              {errors.content}
            </p>
          ) : null}
          <label htmlFor={`${ids}-email`} className="feedback-label">
            <Trans>Contact email (optional)</Trans>
          </label>
          <input
            id={`${ids}-email`}
            className="feedback-input"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            value={draft.email}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? `${ids}-email-error` : undefined}
            onChange={(e) => setDraft({ ...draft, email: e.target.value })}
          />
          {errors.email ? (
            <p id={`${ids}-email-error`} className="feedback-error" role="alert">
              {errors.email}
            </p>
          ) : null}
          <button type="submit" className="button feedback-send">
            <Trans>Send</Trans>
          </button>
        </form>
      ) : null}
    </section>
  );
}
