import { Trans, useLingui } from '@lingui/react/macro';
import { langAtom, useAtomValue } from '@/lib/store';
import { ContentImage } from '@/components/ui/content-image';
import { LoadingState } from '@/components/ui/loading-state';
import type { HotDestination } from '@contract';
import { pickText } from '@/lib/localized';
import { useHotDestinations } from '../hooks/use-hot-destinations';

/** Provinces and cities with the most hot scenic areas; a tap filters by that region. */
export function HotDestinations({ onPick }: { onPick: (destination: HotDestination) => void }) {
  const lang = useAtomValue(langAtom);
  const { t } = useLingui();
  const { list, state } = useHotDestinations();
  // Nothing stored and nothing coming: the section stays out of the way (the results below say more).
  if (list === undefined || (list === null && state === 'refreshing')) return <LoadingState />;
  if (!list || list.length === 0) return null;
  return (
    <section className="hot-destinations" aria-labelledby="hot-destinations-title">
      <h2 id="hot-destinations-title" className="section-title">
        <Trans>Hot destinations</Trans>
      </h2>
      <ul className="hot-grid">
        {list.map((destination) => (
          <li key={`${destination.kind}:${destination.code}`}>
            <button type="button" className="hot-card" onClick={() => onPick(destination)}>
              <ContentImage
                src={destination.cover}
                size="medium"
                alt=""
                width={400}
                height={250}
                loading="lazy"
                className="hot-card-image"
              />
              <span className="hot-card-name">{pickText(destination.name, lang)}</span>
              <span className="hot-card-count">{t`Scenic areas: ${destination.scenicCount}`}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
