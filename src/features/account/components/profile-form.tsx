import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NICKNAME_MAX_LENGTH, type MemberProfile } from '@contract/member';
import { updateProfile, type ProfileField } from '../api/account-api';
import { errorText } from '../lib/error-text';
import { changedFields, fieldProblems, refusedField, savedValues } from '../lib/profile-changes';
import { readProfileDraft, writeProfileDraft, type ProfileValues } from '../state/profile-draft';

type Errors = Partial<Record<ProfileField | 'form', string>>;

const FIELDS: { field: ProfileField; label: ReactNode; max: number; type: 'text' | 'email'; auto: string }[] = [
  { field: 'nickname', label: <Trans>Nickname</Trans>, max: NICKNAME_MAX_LENGTH, type: 'text', auto: 'nickname' },
  { field: 'name', label: <Trans>Name</Trans>, max: NAME_MAX_LENGTH, type: 'text', auto: 'name' },
  { field: 'email', label: <Trans>Email address</Trans>, max: EMAIL_MAX_LENGTH, type: 'email', auto: 'email' },
];

/**
 * Nickname, name and email as one form with one save. Only the changed fields are sent; a
 * refusal is shown at the field it names (or under the button); the values typed stay.
 */
export function ProfileForm({ profile, onSaved }: { profile: MemberProfile; onSaved: (p: MemberProfile) => void }) {
  const { i18n } = useLingui();
  const [values, setValues] = useState<ProfileValues>(() => readProfileDraft(profile.memberId) ?? savedValues(profile));
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const changes = changedFields(values, profile);
  const dirty = Object.keys(changes).length > 0;

  useEffect(() => writeProfileDraft(profile.memberId, dirty ? values : null), [profile.memberId, dirty, values]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const problems = fieldProblems(values);
    const found: Errors = Object.fromEntries(Object.entries(problems).map(([field, text]) => [field, i18n._(text)]));
    setErrors(found);
    if (Object.keys(found).length || !dirty) return;
    setState('saving');
    try {
      const saved = await updateProfile(changes);
      onSaved(saved);
      setValues(savedValues(saved));
      setState('saved');
    } catch (error) {
      const field = refusedField(error);
      const text = field === 'email' ? i18n._(msg`Please enter a correct email address`) : errorText(error, i18n);
      setErrors(field ? { [field]: text } : { form: text });
      setState('idle');
    }
  }

  return (
    <form className="account-profile-form" noValidate onSubmit={(e) => void save(e)}>
      {FIELDS.map(({ field, label, max, type, auto }) => {
        const id = `profile-${field}`;
        return (
          <div className="account-field" key={field}>
            <label htmlFor={id}>{label}</label>
            <input
              id={id}
              type={type}
              autoComplete={auto}
              value={values[field]}
              maxLength={max}
              onChange={(e) => {
                setValues({ ...values, [field]: e.target.value });
                setState('idle');
              }}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${id}-error` : undefined}
            />
            {errors[field] ? (
              <p className="account-error" id={`${id}-error`} role="alert">
                {errors[field]}
              </p>
            ) : null}
          </div>
        );
      })}
      <button
        type="submit"
        className="button account-wide-button"
        disabled={!dirty || state === 'saving'}
        aria-busy={state === 'saving'}
        aria-describedby={errors.form ? 'profile-form-error' : undefined}
      >
        {state === 'saving' ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
      </button>
      {errors.form ? (
        <p className="account-error" id="profile-form-error" role="alert">
          {errors.form}
        </p>
      ) : state === 'saved' ? (
        <p className="account-success" role="status">
          <Trans>Saved</Trans>
        </p>
      ) : null}
    </form>
  );
}
