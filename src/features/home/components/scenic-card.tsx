import { memo } from 'react';
import { formatRegion } from '@/lib/format';
import { Trans } from '@lingui/react/macro';
import { AppLink } from '@/components/ui/app-link';
import type { ScenicCardT } from '@contract';
import { pickText } from '@/lib/localized';
import { langAtom, useAtomValue } from '@/lib/store';

function ScenicCardView({ area, wide = false }: { area: ScenicCardT; wide?: boolean }) {
  const lang = useAtomValue(langAtom);
  const name = pickText(area.name, lang);
  return (
    <AppLink to="/poiDetail" search={{ id: area.id }} className={wide ? 'card card-wide' : 'card'}>
      <img src={area.cover} alt={name} width={400} height={250} loading="lazy" className="card-image" />
      <span className="card-body">
        <span className="card-title">{name}</span>
        <span className="card-meta">
          {formatRegion(area.city, area.province, lang)}
          {area.level ? <span className="badge">{area.level}</span> : null}
          {area.hot ? (
            <span className="badge badge-hot">
              <Trans>Hot</Trans>
            </span>
          ) : null}
        </span>
      </span>
    </AppLink>
  );
}

// The same record (the page's boot lists, or Dexie's unchanged ones) draws nothing new.
export const ScenicCard = memo(ScenicCardView);
