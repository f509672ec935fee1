import { Trans } from '@lingui/react/macro';
import { formatRegion } from '@/lib/format';
import { langAtom, useAtomValue } from '@/lib/store';
import { pickText } from '@/lib/localized';
import { DownloadControl } from '@/features/downloads';
import { FavouriteButton } from '@/features/favourites';
import { useRecordView } from '@/features/history';
import { refreshMuseumDetail } from '../api/refresh-museum-detail';
import { MuseumActions } from './museum-actions';
import { MuseumFacts } from './museum-facts';
import { MuseumPlay } from './museum-play';
import type { StoredMuseum } from '../hooks/use-museum';
import { MuseumScreen } from './museum-screen';
import { ContentText } from '@/features/translation';

export function MuseumDetailPage({ id, primed }: { id: string | undefined; primed?: StoredMuseum | null }) {
  const lang = useAtomValue(langAtom);
  useRecordView('museum', id);
  return (
    <MuseumScreen id={id} refreshName="museum.detail" refresh={refreshMuseumDetail} primed={primed}>
      {(museum, exhibits) => {
        const name = pickText(museum.name, lang);
        return (
          <article className="museum-detail">
            <img src={museum.cover} alt={name} width={720} height={450} className="museum-cover" fetchPriority="high" />
            <h1 className="page-heading">{name}</h1>
            <p className="muted museum-place">{formatRegion(museum.city, museum.province, lang)}</p>
            <ContentText text={museum.address} className="muted museum-address" />
            <MuseumPlay museum={museum} exhibits={exhibits} />
            <MuseumActions museumId={museum.id} />
            <FavouriteButton kind="museum" id={museum.id} />
            <DownloadControl placeId={museum.id} kind="museum" />
            <section aria-labelledby="museum-facts-title">
              <h2 id="museum-facts-title" className="section-title">
                <Trans>About the museum</Trans>
              </h2>
              <MuseumFacts museum={museum} />
            </section>
          </article>
        );
      }}
    </MuseumScreen>
  );
}
