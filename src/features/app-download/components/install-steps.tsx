import { Trans } from '@lingui/react/macro';

/** iOS has no install prompt: Safari's share sheet adds the guide to the home screen. */
export function IosInstallSteps() {
  return (
    <section className="download-card" aria-labelledby="download-ios">
      <h2 id="download-ios" className="download-card-title">
        <Trans>On iPhone and iPad (Safari)</Trans>
      </h2>
      <ol className="download-steps">
        <li>
          <Trans>Tap the Share button in Safari's toolbar.</Trans>
        </li>
        <li>
          <Trans>Scroll down and tap Add to Home Screen.</Trans>
        </li>
        <li>
          <Trans>Tap Add. The guide appears on your home screen.</Trans>
        </li>
      </ol>
    </section>
  );
}

/** A browser that has not offered its prompt (or never does) still installs from its menu. */
export function BrowserMenuInstallSteps() {
  return (
    <section className="download-card" aria-labelledby="download-menu">
      <h2 id="download-menu" className="download-card-title">
        <Trans>In other browsers</Trans>
      </h2>
      <ol className="download-steps">
        <li>
          <Trans>Open the browser's menu.</Trans>
        </li>
        <li>
          <Trans>Choose Install app or Add to Home screen.</Trans>
        </li>
        <li>
          <Trans>Confirm. If your browser offers neither, open this page in Chrome, Edge or Samsung Internet.</Trans>
        </li>
      </ol>
    </section>
  );
}
