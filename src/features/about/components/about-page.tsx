import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { langAtom, useAtomValue } from '@/lib/store';
import { APP_VERSION } from '@/lib/api/app-headers';
import { legalRoutesFor } from '@/features/legal';
import './about.css';

/** What the guide is, its version, and the way to its legal texts and to us. */
export function AboutPage() {
  const routes = legalRoutesFor(useAtomValue(langAtom));
  return (
    <section className="about-page" aria-labelledby="about-title">
      <h1 id="about-title" className="page-heading">
        <Trans>About us</Trans>
      </h1>
      <p>
        <Trans>
          The Scenic area guide is a multilingual audio guide for scenic areas and museums. It tells the story of each
          stop in your language, works offline once a place is downloaded, recognises exhibits with the camera, and
          answers travel questions with an AI assistant.
        </Trans>
      </p>
      <p className="about-sample">
        <Trans>
          The places, narrations and pictures in this version are sample content, and its gold-medal guides are
          fictional persons.
        </Trans>
      </p>
      <p className="about-version">
        <Trans>Version {APP_VERSION}</Trans>
      </p>

      <nav className="about-links" aria-labelledby="about-legal">
        <h2 id="about-legal" className="about-links-title">
          <Trans>Terms and privacy</Trans>
        </h2>
        <ul>
          <li>
            <Link to={routes.privacy}>
              <Trans>Privacy policy</Trans>
            </Link>
          </li>
          <li>
            <Link to={routes.agreement}>
              <Trans>Service agreement</Trans>
            </Link>
          </li>
          <li>
            <Link to={routes.thirdParty}>
              <Trans>Third-party information sharing</Trans>
            </Link>
          </li>
        </ul>
      </nav>

      <Link to="/feedback" className="button">
        <Trans>Contact us</Trans>
      </Link>
    </section>
  );
}
