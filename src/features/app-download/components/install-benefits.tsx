import { Trans } from '@lingui/react/macro';

export function InstallBenefits() {
  return (
    <section className="download-card" aria-labelledby="download-benefits">
      <h2 id="download-benefits" className="download-card-title">
        <Trans>What installing gives you</Trans>
      </h2>
      <ul className="download-benefits">
        <li>
          <Trans>It opens from your home screen, full screen, like any other app.</Trans>
        </li>
        <li>
          <Trans>Places you download stay on your phone: their pages, maps and pictures open offline.</Trans>
        </li>
        <li>
          <Trans>Audio explanations play without signal, deep inside a museum or high on a mountain.</Trans>
        </li>
        <li>
          <Trans>It takes little space and updates itself whenever you are online.</Trans>
        </li>
      </ul>
    </section>
  );
}
