import { useLingui } from '@lingui/react';
import { formatRegion } from '@/lib/format';
import { Link } from '@tanstack/react-router';
import { langAtom, useAtomValue } from '@/lib/store';
import type { MuseumT } from '@contract';
import { pickText } from '@/lib/localized';
import { MUSEUM_TYPE_LABELS } from '../lib/enum-labels';

export function MuseumCard({ museum, eager = false }: { museum: MuseumT; eager?: boolean }) {
  const lang = useAtomValue(langAtom);
  const { i18n } = useLingui();
  const name = pickText(museum.name, lang);
  return (
    <Link to="/museumDetail" search={{ id: museum.id }} className="card card-wide museum-card">
      <img
        src={museum.cover}
        alt=""
        width={400}
        height={250}
        loading={eager ? 'eager' : 'lazy'}
        className="card-image"
      />
      <span className="card-body">
        <span className="card-title">{name}</span>
        <span className="card-meta">{formatRegion(museum.city, museum.province, lang)}</span>
        <span className="card-meta">
          <span className="badge">{i18n._(MUSEUM_TYPE_LABELS[museum.museumType])}</span>
        </span>
      </span>
    </Link>
  );
}
