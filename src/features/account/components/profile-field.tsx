import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { MemberProfile } from '@contract/member';
import { updateProfile, type ProfileField as Field } from '../api/account-api';
import { errorText } from '../lib/error-text';
import { emailProblem } from '../lib/form-rules';

interface Props {
  field: Field;
  label: ReactNode;
  value: string | null;
  maxLength: number;
  type?: 'text' | 'email';
  onSaved: (profile: MemberProfile) => void;
}

/** One editable profile field with its own save button, save state and error. */
export function ProfileFieldEditor({ field, label, value, maxLength, type = 'text', onSaved }: Props) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState(value ?? '');
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);
  const id = `profile-${field}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    const problem = field === 'email' ? emailProblem(draft) : null;
    if (problem) {
      setError(i18n._(problem));
      return;
    }
    setError(null);
    setState('saving');
    try {
      const trimmed = draft.trim();
      onSaved(await updateProfile({ [field]: trimmed === '' ? null : trimmed }));
      setDraft(trimmed);
      setState('saved');
    } catch (err) {
      setError(errorText(err, i18n));
      setState('idle');
    }
  }

  return (
    <form className="account-field" noValidate onSubmit={(e) => void save(e)}>
      <label htmlFor={id}>{label}</label>
      <div className="account-code-row">
        <input
          id={id}
          type={type}
          autoComplete={field === 'email' ? 'email' : field === 'name' ? 'name' : 'nickname'}
          value={draft}
          maxLength={maxLength}
          onChange={(e) => {
            setDraft(e.target.value);
            setState('idle');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : state === 'saved' ? `${id}-saved` : undefined}
        />
        <button
          type="submit"
          className="button account-code-button"
          disabled={state === 'saving'}
          aria-busy={state === 'saving'}
        >
          {state === 'saving' ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </button>
      </div>
      {error ? (
        <p className="account-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : state === 'saved' ? (
        <p className="account-success" id={`${id}-saved`} role="status">
          <Trans>Saved</Trans>
        </p>
      ) : null}
    </form>
  );
}
