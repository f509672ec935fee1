import { Trans } from '@lingui/react/macro';
import { imageUrl } from '@/lib/format';

/** The point's video, only when it has one. */
export function PointVideo({ src, poster }: { src: string | null | undefined; poster: string | null }) {
  if (!src) return null;
  return (
    <section className="point-section" aria-labelledby="point-video-title">
      <h2 id="point-video-title" className="section-title">
        <Trans>Video</Trans>
      </h2>
      <video
        className="point-video"
        controls
        preload="none"
        playsInline
        src={src}
        poster={poster ? imageUrl(poster, 'wide') : undefined}
      />
    </section>
  );
}
