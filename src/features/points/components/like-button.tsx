import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/ui/icon';
import type { ExplanationPointT } from '@contract';
import { formatCount } from '@/lib/format';
import { usePointLike } from '../hooks/use-point-like';
import { setLike } from '../state/like-outbox';

/** Like / unlike (a toggle button), the count, and a note while the like waits to be sent. */
export function LikeButton({ point }: { point: ExplanationPointT }) {
  const { t } = useLingui();
  const like = usePointLike(point.id);
  const liked = like?.liked ?? false;
  return (
    <div className="like">
      <button
        type="button"
        className={liked ? 'like-button is-liked' : 'like-button'}
        aria-pressed={liked}
        disabled={like === undefined}
        onClick={() => void setLike(point, !liked)}
      >
        <Icon name="heart" size={22} filled={liked} />
        <span>{t`Like`}</span>
        <span className="like-count" data-testid="like-count">
          {formatCount(point.likeCount)}
        </span>
      </button>
      {like?.waiting ? (
        <p className="like-waiting muted" role="status">
          <Trans>Saved on this device; it will be sent when you are back online.</Trans>
        </p>
      ) : null}
    </div>
  );
}
