import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useInstallPrompt } from '../hooks/use-install-prompt';
import { useStandalone } from '../hooks/use-standalone';
import { isIos } from '../lib/platform';
import { InstallBenefits } from './install-benefits';
import { OpenMiniProgram } from './open-mini-program';
import { BrowserMenuInstallSteps, IosInstallSteps } from './install-steps';
import './download.css';

/** The app's "download": installing the PWA, by the browser's prompt or by hand. */
export function DownloadPage() {
  const standalone = useStandalone();
  const { canPrompt, install, outcome } = useInstallPrompt();
  const ios = isIos();

  return (
    <section className="download-page" aria-labelledby="download-title">
      <h1 id="download-title" className="page-heading">
        <Trans>Install the guide</Trans>
      </h1>
      <p className="download-intro">
        <Trans>The guide installs straight from this page, like an app: no app store, no large download.</Trans>
      </p>

      <div className="download-status" role="status">
        {standalone ? (
          <p>
            <Trans>The guide is already installed: you are using it now.</Trans>
          </p>
        ) : outcome === 'accepted' ? (
          <p>
            <Trans>Installing: the guide will appear on your home screen.</Trans>
          </p>
        ) : outcome === 'dismissed' ? (
          <p>
            <Trans>Not installed. You can install it later from this page.</Trans>
          </p>
        ) : null}
      </div>

      {!standalone && canPrompt ? (
        <div className="download-action">
          <p>
            <Trans>Your browser can install the guide now.</Trans>
          </p>
          <button type="button" className="button download-install" onClick={() => void install()}>
            <Trans>Install</Trans>
          </button>
        </div>
      ) : null}

      <InstallBenefits />

      {standalone ? (
        <Link to="/downloads" className="button">
          <Trans>Download places for offline use</Trans>
        </Link>
      ) : canPrompt ? null : ios ? (
        <IosInstallSteps />
      ) : (
        <>
          <BrowserMenuInstallSteps />
          <IosInstallSteps />
        </>
      )}

      <section className="download-card" aria-labelledby="download-mini">
        <h2 id="download-mini" className="download-card-title">
          <Trans>Prefer the mini-program?</Trans>
        </h2>
        <p className="download-intro">
          <Trans>The same guide runs inside the messaging app, with nothing to install.</Trans>
        </p>
        <OpenMiniProgram />
      </section>
    </section>
  );
}
