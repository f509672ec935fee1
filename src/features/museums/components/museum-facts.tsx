import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { langAtom, useAtomValue } from '@/lib/store';
import type { MuseumT } from '@contract';
import { formatDuration, formatEstablished, formatNumber } from '../lib/format';
import { MUSEUM_NATURE_LABELS, MUSEUM_TYPE_LABELS } from '../lib/enum-labels';
import { ContentText } from '@/features/translation';

/** Every fact of the museum (spec: museum detail), each under a visible label. */
export function MuseumFacts({ museum }: { museum: MuseumT }) {
  const lang = useAtomValue(langAtom);
  const { i18n } = useLingui();
  const count = (n: number) => formatNumber(n, lang);
  const area = count(museum.showroomAreaM2);
  return (
    <dl className="museum-facts">
      <div className="fact fact-wide">
        <dt>
          <Trans>Overview</Trans>
        </dt>
        <dd>
          <ContentText text={museum.overview} />
        </dd>
      </div>
      <div className="fact">
        <dt>
          <Trans>Type</Trans>
        </dt>
        <dd>{i18n._(MUSEUM_TYPE_LABELS[museum.museumType])}</dd>
      </div>
      <div className="fact">
        <dt>
          <Trans>Nature</Trans>
        </dt>
        <dd>{i18n._(MUSEUM_NATURE_LABELS[museum.nature])}</dd>
      </div>
      <div className="fact">
        <dt>
          <Trans>Establishment date</Trans>
        </dt>
        <dd>
          <time dateTime={museum.establishmentDate}>{formatEstablished(museum.establishmentDate, lang)}</time>
        </dd>
      </div>
      <div className="fact">
        <dt>
          <Trans>Showroom area</Trans>
        </dt>
        <dd>
          <Trans>{area} m²</Trans>
        </dd>
      </div>
      <div className="fact">
        <dt>
          <Trans>Annual visitors</Trans>
        </dt>
        <dd>{count(museum.annualVisitors)}</dd>
      </div>
      <div className="fact">
        <dt>
          <Trans>Collection quantity</Trans>
        </dt>
        <dd>{count(museum.collectionCount)}</dd>
      </div>
      <div className="fact">
        <dt>
          <Trans>Rare artifacts</Trans>
        </dt>
        <dd>{count(museum.rareArtifactCount)}</dd>
      </div>
      <div className="fact">
        <dt>
          <Trans>Suggested tour duration</Trans>
        </dt>
        <dd>{formatDuration(museum.suggestedDurationMin, lang)}</dd>
      </div>
      <div className="fact fact-wide">
        <dt>
          <Trans>Opening hours</Trans>
        </dt>
        <dd>
          <ContentText text={museum.openingHours} />
        </dd>
      </div>
      <div className="fact fact-wide">
        <dt>
          <Trans>Visiting tips</Trans>
        </dt>
        <dd>
          <ContentText text={museum.visitingTips} />
        </dd>
      </div>
      <div className="fact fact-wide">
        <dt>
          <Trans>Reservation and visit information</Trans>
        </dt>
        <dd>
          <ContentText text={museum.reservationInfo} />
        </dd>
      </div>
    </dl>
  );
}
