import type { ReactNode } from 'react';

/** A mainland mobile number: digits only, at most 11, with its message under it. */
export function MobileField(props: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (digits: string) => void;
  error: string | null;
  placeholder?: string;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="account-field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={11}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value.replace(/\D/g, '').slice(0, 11))}
        placeholder={props.placeholder}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      />
      {props.error ? (
        <p className="account-error" id={errorId} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
