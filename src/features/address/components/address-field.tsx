import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
}

/** A label, its control (given with `id`), an optional hint and the field's error. */
export function AddressField({ id, label, hint, error, children }: Props) {
  return (
    <div className="address-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="address-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="address-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes of a control with an optional hint and error. */
export const describedBy = (id: string, hint: boolean, error: string | null | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
});
