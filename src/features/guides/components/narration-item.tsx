import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { langAtom, useAtomValue } from '@/lib/store';
import { Icon } from '@/components/ui/icon';
import type { AllLocalesTextT, ExplanationPointT } from '@contract';
import { formatDuration } from '@/lib/format';
import { pickText } from '@/lib/localized';
import { narrationSeconds } from '@/features/places';
import { useIsPointLocked } from '@/features/unlocks';
import { togglePlayback, usePointPlayback } from '@/features/player';

/** One narration of a guide: the point, its place, its length, and Play (or its lock). */
export function NarrationItem({
  point,
  placeName,
  onPlay,
}: {
  point: ExplanationPointT;
  placeName: AllLocalesTextT | null;
  onPlay: () => void;
}) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const name = pickText(point.name, lang);
  const locked = useIsPointLocked(point);
  const { current, sounding } = usePointPlayback(point.id, 'guide');
  const seconds = point.guideNarration
    ? narrationSeconds(point.guideNarration.audio, lang, point.withheld?.guideDurationSec)
    : null;
  return (
    <li className="narration-item">
      <Link to="/pointDetail" search={{ id: point.id }} className="narration-link">
        <span className="narration-name">{name}</span>
        <span className="narration-meta">
          {placeName ? <span>{pickText(placeName, lang)}</span> : null}
          {seconds === null ? null : (
            <span className="meta-item">
              <Icon name="clock" size={16} />
              <span className="visually-hidden">
                <Trans>Voice duration</Trans>{' '}
              </span>
              {formatDuration(seconds)}
            </span>
          )}
        </span>
      </Link>
      {locked ? (
        <span className="lock-badge">
          <Icon name="lock" size={16} />
          <Trans>Locked</Trans>
        </span>
      ) : (
        <button
          type="button"
          className="play-round"
          aria-label={sounding ? t`Pause` : t`Play ${name}`}
          onClick={current ? togglePlayback : onPlay}
        >
          <Icon name={sounding ? 'pause' : 'play'} size={22} filled />
        </button>
      )}
    </li>
  );
}
