import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api';
import {
  ADDRESS_LIMITS,
  addressProblems,
  PostalAddress,
  type AddressField,
  type AddressProblem,
} from '@contract/address';
import { deleteAddress, saveAddress } from '../api/address-api';
import { draftOf, withCountry, withProvince, type Draft } from '../lib/address-draft';
import { isMainland } from '../lib/countries';
import { canPickHostAddress, pickHostAddress, type HostSdk } from '../lib/host-address';
import { problemText } from '../lib/problem-text';
import { AddressField as Field, describedBy } from './address-field';
import { CountryLabel, CountrySelect } from './country-select';
import { RegionFields } from './region-fields';

type Status = 'idle' | 'saving' | 'saved' | 'filled' | 'deleted';

interface Props {
  saved: PostalAddress | null;
  onSaved: (address: PostalAddress | null) => void;
  /** The host's SDK (wx); the form alone when absent. */
  sdk: HostSdk | null;
}

/** The address form: filled by hand or by the host's picker, checked by the contract's schema. */
export function AddressForm({ saved, onSaved, sdk }: Props) {
  const { i18n, t } = useLingui();
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [problems, setProblems] = useState<Partial<Record<AddressField, AddressProblem>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const mainland = isMainland(draft.countryName);

  const change = (next: Draft) => {
    setDraft(next);
    setStatus('idle');
    // A field's error goes once the visitor has corrected it.
    setProblems((current) => (Object.keys(current).length ? (addressProblems(next) ?? {}) : current));
  };
  const error = (field: AddressField) => {
    const problem = problems[field];
    return problem ? problemText(problem, field, i18n) : null;
  };

  async function fillFromHost() {
    const picked = await pickHostAddress(sdk);
    if (!picked) return;
    const next = draftOf(picked);
    setDraft(next);
    setProblems(addressProblems(next) ?? {});
    setStatus('filled');
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = PostalAddress.safeParse(draft);
    if (!parsed.success) {
      setProblems(addressProblems(draft) ?? {});
      return;
    }
    setProblems({});
    setFailure(null);
    setStatus('saving');
    try {
      const stored = await saveAddress(parsed.data);
      setDraft(draftOf(stored));
      onSaved(stored);
      setStatus('saved');
    } catch (err) {
      setFailure(failureText(err));
      setStatus('idle');
    }
  }

  async function remove() {
    if (!window.confirm(t`Delete this address?`)) return;
    setFailure(null);
    try {
      await deleteAddress();
      setDraft(draftOf(null));
      onSaved(null);
      setStatus('deleted');
    } catch (err) {
      setFailure(failureText(err));
    }
  }

  const failureText = (err: unknown) =>
    err instanceof ApiError && err.message ? err.message : i18n._(msg`Network error, please try again later`);

  return (
    <form className="address-form" noValidate onSubmit={(e) => void save(e)}>
      {canPickHostAddress(sdk) ? (
        <button type="button" className="button address-secondary" onClick={() => void fillFromHost()}>
          <Trans>Fill in from WeChat</Trans>
        </button>
      ) : null}
      <Field id="address-country" label={<CountryLabel />}>
        <CountrySelect id="address-country" value={draft.countryName} onChange={(c) => change(withCountry(draft, c))} />
      </Field>
      <RegionFields
        draft={draft}
        problems={problems}
        onProvince={(p) => change(withProvince(draft, p))}
        onChange={(changes) => change({ ...draft, ...changes })}
      />
      <Field
        id="address-detail"
        label={<Trans>Detailed address</Trans>}
        hint={<Trans>District, street, building and room</Trans>}
        error={error('detailInfo')}
      >
        <textarea
          id="address-detail"
          rows={3}
          autoComplete="street-address"
          maxLength={ADDRESS_LIMITS.detailInfo}
          value={draft.detailInfo}
          onChange={(e) => change({ ...draft, detailInfo: e.target.value })}
          {...describedBy('address-detail', true, error('detailInfo'))}
        />
      </Field>
      <Field
        id="address-postal"
        label={mainland ? <Trans>Postal code</Trans> : <Trans>Postal code (optional)</Trans>}
        error={error('postalCode')}
      >
        <input
          id="address-postal"
          autoComplete="postal-code"
          inputMode={mainland ? 'numeric' : 'text'}
          maxLength={mainland ? 6 : ADDRESS_LIMITS.postalCode}
          value={draft.postalCode}
          onChange={(e) => change({ ...draft, postalCode: e.target.value })}
          {...describedBy('address-postal', false, error('postalCode'))}
        />
      </Field>
      <StatusLine status={status} failure={failure} />
      <button type="submit" className="button" disabled={status === 'saving'} aria-busy={status === 'saving'}>
        {status === 'saving' ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
      </button>
      {saved ? (
        <button type="button" className="button address-danger" onClick={() => void remove()}>
          <Trans>Delete address</Trans>
        </button>
      ) : null}
    </form>
  );
}

function StatusLine({ status, failure }: { status: Status; failure: string | null }) {
  if (failure) {
    return (
      <p className="address-error" role="alert">
        {failure}
      </p>
    );
  }
  return (
    <p className="address-status" role="status">
      {status === 'saved' ? <Trans>Saved</Trans> : null}
      {status === 'deleted' ? <Trans>Address deleted</Trans> : null}
      {status === 'filled' ? <Trans>Filled in from WeChat: check it, then save.</Trans> : null}
    </p>
  );
}
