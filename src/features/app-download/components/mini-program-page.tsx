import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { OpenMiniProgram } from './open-mini-program';
import './download.css';

/** The mini-program's name as the host apps list it: searched for as it is, in every language. */
const MINI_PROGRAM_NAME = '景区导览';

/** The guide inside the messaging, short-video and pay apps' mini-programs, and how to find it. */
export function MiniProgramPage() {
  return (
    <section className="mini-program-page" aria-labelledby="mini-title">
      <h1 id="mini-title" className="page-heading">
        <Trans>The guide in mini-programs</Trans>
      </h1>
      <p className="download-intro">
        <Trans>
          The same guide runs as a mini-program inside the messaging app, the short-video app and the pay app you
          already use, with nothing to install.
        </Trans>
      </p>

      <OpenMiniProgram />

      <section className="download-card" aria-labelledby="mini-offers">
        <h2 id="mini-offers" className="download-card-title">
          <Trans>What it offers there</Trans>
        </h2>
        <ul className="download-benefits">
          <li>
            <Trans>Audio explanations of scenic areas and museums, in 11 languages.</Trans>
          </li>
          <li>
            <Trans>The AI travel assistant, for opening hours, routes and sights.</Trans>
          </li>
          <li>
            <Trans>Log in with the host app's account and pay for explanation points with its payment.</Trans>
          </li>
          <li>
            <Trans>Your orders, coupons, favourites and history, the same as on the web.</Trans>
          </li>
        </ul>
      </section>

      <section className="download-card" aria-labelledby="mini-open">
        <h2 id="mini-open" className="download-card-title">
          <Trans>How to open it</Trans>
        </h2>
        <ol className="download-steps">
          <li>
            <Trans>Open the messaging app, the short-video app or the pay app.</Trans>
          </li>
          <li>
            <Trans>
              Tap its search bar and search for{' '}
              <span className="mini-program-name" lang="zh-Hans">
                {MINI_PROGRAM_NAME}
              </span>
              .
            </Trans>
          </li>
          <li>
            <Trans>Open the mini-program from the results. You can pin it to find it faster next time.</Trans>
          </li>
        </ol>
      </section>

      <Link to="/" className="button">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}
