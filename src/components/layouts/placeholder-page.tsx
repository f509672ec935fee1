import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useMatches } from '@tanstack/react-router';
import { mergeRouteMeta } from '@/lib/route-meta';

/** A screen whose content arrives with a later release: says so and offers a way on. */
export function PlaceholderPage() {
  const { i18n } = useLingui();
  const meta = mergeRouteMeta(useMatches());
  return (
    <section className="placeholder-page">
      {meta.title ? <h1 className="page-heading">{i18n._(meta.title)}</h1> : null}
      <p className="muted">
        <Trans>This screen is on its way in the next update.</Trans>
      </p>
      <Link to="/" className="button">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}
