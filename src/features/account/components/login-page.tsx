import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { langAtom, saveAccountAtom, useAtomValue, useSetAtom } from '@/lib/store';
import { logIn } from '../api/account-api';
import { errorText } from '../lib/error-text';
import { codeProblem, mobileProblem } from '../lib/form-rules';
import { legalLinks } from '../lib/legal-links';
import { currentTerminal, isMiniProgramTerminal, MINI_PROGRAM_LOGIN } from '../lib/login-redirect';
import { navigateMiniProgram } from '../lib/mini-program';
import { afterLoginTarget } from '../lib/navigation';
import { MobileField } from './mobile-field';
import { SmsCodeField } from './sms-code-field';
import './account.css';

/** Mobile number + SMS code login (spec point 5's messages inline), or the mini-program's authorized login. */
export function LoginPage() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const lang = useAtomValue(langAtom);
  const saveAccount = useSetAtom(saveAccountAtom);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [agreementError, setAgreementError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const links = legalLinks(lang);
  const inMiniProgram = isMiniProgramTerminal(currentTerminal());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const mobileIssue = mobileProblem(mobile);
    const codeIssue = codeProblem(code);
    setMobileError(mobileIssue ? i18n._(mobileIssue) : null);
    setCodeError(codeIssue ? i18n._(codeIssue) : null);
    setAgreementError(agreed ? null : t`Please read and agree to the User Agreement and Privacy Policy first`);
    setFormError(null);
    if (mobileIssue || codeIssue || !agreed) return;
    setBusy(true);
    try {
      const result = await logIn(mobile.trim(), code.trim(), true);
      saveAccount({
        token: result.token,
        memberId: result.memberId,
        mobile: result.mobile,
        userInfo: { ...result.userInfo },
      });
      const target = afterLoginTarget(window.location.search);
      if (target.startsWith('/')) router.history.replace(target);
      else window.location.assign(target);
    } catch (err) {
      setFormError(errorText(err, i18n));
      setBusy(false);
    }
  }

  function authorizedLogin() {
    void navigateMiniProgram(`${MINI_PROGRAM_LOGIN}?url=${encodeURIComponent(window.location.href)}`);
  }

  return (
    // The top bar (navBar) carries the page's h1 'Log in'.
    <div className="account-page">
      {inMiniProgram ? (
        <button type="button" className="button account-wide-button" onClick={authorizedLogin}>
          <Trans>Authorized login</Trans>
        </button>
      ) : null}
      <form
        className="account-form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={t`Log in with your mobile number`}
      >
        <MobileField
          id="login-mobile"
          label={<Trans>Mobile number</Trans>}
          value={mobile}
          onChange={setMobile}
          error={mobileError}
          placeholder={t`11-digit mobile number`}
        />
        <SmsCodeField
          id="login-code"
          purpose="login"
          mobile={mobile}
          code={code}
          onCode={setCode}
          onMobileError={setMobileError}
          error={codeError}
          onError={setCodeError}
        />
        <div className="account-agreement">
          <input
            id="login-agree"
            type="checkbox"
            checked={agreed}
            onChange={(e) => {
              setAgreed(e.target.checked);
              if (e.target.checked) setAgreementError(null);
            }}
            aria-describedby={agreementError ? 'login-agree-error' : undefined}
          />
          <label htmlFor="login-agree">
            <Trans>
              I have read and agree to the <Link to={links.agreement}>User Agreement</Link> and the{' '}
              <Link to={links.privacy}>Privacy Policy</Link>
            </Trans>
          </label>
        </div>
        {agreementError ? (
          <p className="account-error" id="login-agree-error" role="alert">
            {agreementError}
          </p>
        ) : null}
        {formError ? (
          <p className="account-error account-form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="button account-wide-button" disabled={busy} aria-busy={busy}>
          {busy ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
        </button>
      </form>
    </div>
  );
}
