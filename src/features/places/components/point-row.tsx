import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { langAtom, useAtomValue } from '@/lib/store';
import { Icon } from '@/components/ui/icon';
import type { ExplanationPointT } from '@contract';
import { formatCount, formatDuration } from '@/lib/format';
import { pickText } from '@/lib/localized';
import { narrationSeconds } from '../point-audio';
import { useIsPointLocked } from '@/features/unlocks';

/** One explanation point in a place's list: stop number, name, duration, plays, lock. */
export function PointRow({ point }: { point: ExplanationPointT }) {
  const lang = useAtomValue(langAtom);
  const seconds = narrationSeconds(point.audio, lang, point.withheld?.durationSec);
  const locked = useIsPointLocked(point);
  return (
    <li>
      <Link to="/pointDetail" search={{ id: point.id }} className={locked ? 'point-row is-locked' : 'point-row'}>
        <span className="stop-number">
          <span className="visually-hidden">
            <Trans>Stop number</Trans>{' '}
          </span>
          {point.stopNumber}
        </span>
        <span className="point-row-body">
          <span className="point-row-name">{pickText(point.name, lang)}</span>
          <span className="point-row-meta">
            {seconds === null ? null : (
              <span className="meta-item">
                <Icon name="clock" size={16} />
                <span className="visually-hidden">
                  <Trans>Voice duration</Trans>{' '}
                </span>
                {formatDuration(seconds)}
              </span>
            )}
            <span className="meta-item">
              <Icon name="headphones" size={16} />
              <span className="visually-hidden">
                <Trans>Play count</Trans>{' '}
              </span>
              {formatCount(point.playCount)}
            </span>
            {locked ? (
              <span className="lock-badge">
                <Icon name="lock" size={16} />
                <Trans>Locked</Trans>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
