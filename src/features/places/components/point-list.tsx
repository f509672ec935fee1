import { Trans } from '@lingui/react/macro';
import type { ExplanationPointT } from '@contract';
import { formatCount } from '@/lib/format';
import { PointRow } from './point-row';

/** 'Total {0} explanation points' and the list, in visiting order. */
export function PointList({ points }: { points: ExplanationPointT[] }) {
  return (
    <section className="point-list" aria-labelledby="place-points">
      <h2 id="place-points" className="section-title">
        <Trans>Total {formatCount(points.length)} explanation points</Trans>
      </h2>
      <ul className="point-rows">
        {points.map((point) => (
          <PointRow key={point.id} point={point} />
        ))}
      </ul>
    </section>
  );
}
