import { useLingui } from '@lingui/react/macro';
import { formatRegion } from '@/lib/format';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { langAtom, useAtomValue } from '@/lib/store';
import { ContentImage } from '@/components/ui/content-image';
import type { ScenicAreaT } from '@contract';
import { pickText } from '@/lib/localized';
import { LOCATION_AREA_LABELS, SCENIC_TYPE_LABELS } from '../filter-labels';

export function ScenicResultItem({ area, eager = false }: { area: ScenicAreaT; eager?: boolean }) {
  const lang = useAtomValue(langAtom);
  const { t } = useLingui();
  const name = pickText(area.name, lang);
  return (
    <li>
      <Link to="/poiDetail" search={{ id: area.id }} className="scenic-item">
        <ContentImage
          src={area.cover}
          size="medium"
          alt=""
          width={400}
          height={250}
          loading={eager ? 'eager' : 'lazy'}
          className="scenic-item-image"
        />
        <span className="scenic-item-body">
          <span className="scenic-item-name">{name}</span>
          <span className="scenic-item-meta">{formatRegion(area.city, area.province, lang)}</span>
          <span className="scenic-item-tags">
            {area.level ? <span className="badge">{area.level}</span> : null}
            <span className="tag">{t(SCENIC_TYPE_LABELS[area.scenicType])}</span>
            <span className="tag">{t(LOCATION_AREA_LABELS[area.locationArea])}</span>
            {area.hot ? (
              <span className="badge badge-hot">
                <Trans>Hot</Trans>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
