import { memo } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { GuideCardT } from '@contract';
import { pickText } from '@/lib/localized';
import { LocalizedSpan } from '@/features/translation';
import { langAtom, useAtomValue } from '@/lib/store';

function GuideCardView({ guide }: { guide: GuideCardT }) {
  const lang = useAtomValue(langAtom);
  const name = pickText(guide.name, lang);
  return (
    <AppLink to="/guideDetailPage" search={{ id: guide.id }} className="guide-card">
      <img src={guide.avatar} alt={name} width={72} height={72} loading="lazy" className="avatar" />
      <span className="guide-name">{name}</span>
      <LocalizedSpan className="guide-title" text={guide.title} />
      <span className="guide-rating" aria-hidden="true">
        ★ {guide.rating.toFixed(1)}
      </span>
    </AppLink>
  );
}

// The same record (the page's boot lists, or Dexie's unchanged ones) draws nothing new.
export const GuideCard = memo(GuideCardView);
