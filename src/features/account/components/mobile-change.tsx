import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { mobileAtom, useSetAtom, userInfoAtom, useAtom } from '@/lib/store';
import type { MemberProfile } from '@contract/member';
import { changeMobile } from '../api/account-api';
import { errorText } from '../lib/error-text';
import { codeProblem, maskMobile, mobileProblem } from '../lib/form-rules';
import { MobileField } from './mobile-field';
import { SmsCodeField } from './sms-code-field';

/** The mobile number, changed only with a code sent to the new number. */
export function MobileChange({ current, onChanged }: { current: string; onChanged: (profile: MemberProfile) => void }) {
  const { i18n } = useLingui();
  const setMobile = useSetAtom(mobileAtom);
  const [userInfo, setUserInfo] = useAtom(userInfoAtom);
  const [open, setOpen] = useState(false);
  const [mobile, setNewMobile] = useState('');
  const [code, setCode] = useState('');
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const mobileIssue = mobileProblem(mobile);
    const codeIssue = codeProblem(code);
    setMobileError(mobileIssue ? i18n._(mobileIssue) : null);
    setCodeError(codeIssue ? i18n._(codeIssue) : null);
    if (mobileIssue || codeIssue) return;
    setBusy(true);
    try {
      const profile = await changeMobile(mobile.trim(), code.trim());
      setMobile(profile.mobile);
      setUserInfo({ ...userInfo, mobile: profile.mobile });
      onChanged(profile);
      setOpen(false);
      setDone(true);
      setNewMobile('');
      setCode('');
    } catch (err) {
      setCodeError(errorText(err, i18n));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="account-field">
      <dl className="account-row">
        <dt>
          <Trans>Mobile number</Trans>
        </dt>
        <dd data-testid="account-mobile">{maskMobile(current)}</dd>
      </dl>
      {done ? (
        <p className="account-success" role="status">
          <Trans>Your mobile number was changed</Trans>
        </p>
      ) : null}
      {open ? (
        <form className="account-form" noValidate onSubmit={(e) => void submit(e)}>
          <MobileField
            id="new-mobile"
            label={<Trans>New mobile number</Trans>}
            value={mobile}
            onChange={setNewMobile}
            error={mobileError}
          />
          <SmsCodeField
            id="new-mobile-code"
            purpose="change-mobile"
            mobile={mobile}
            code={code}
            onCode={setCode}
            onMobileError={setMobileError}
            error={codeError}
            onError={setCodeError}
          />
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? <Trans>Saving…</Trans> : <Trans>Change mobile number</Trans>}
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="button account-secondary-button"
          onClick={() => {
            setOpen(true);
            setDone(false);
          }}
        >
          <Trans>Change mobile number</Trans>
        </button>
      )}
    </div>
  );
}
