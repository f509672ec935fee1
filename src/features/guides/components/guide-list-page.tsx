import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { langAtom, useAtomValue } from '@/lib/store';
import { NetworkError } from '@/components/errors/network-error';
import { ContentImage } from '@/components/ui/content-image';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { pickText } from '@/lib/localized';
import { LocalizedSpan } from '@/features/translation';
import { useGuides } from '../hooks/use-guides';
import { GuideFacts } from './guide-facts';
import './guides.css';

/** The gold-medal guides, best rated first. */
export function GuideListPage() {
  const lang = useAtomValue(langAtom);
  const { guides, state, retry } = useGuides();
  let body;
  if (guides === undefined || (guides === null && state === 'refreshing')) body = <LoadingState />;
  else if (guides === null) body = <NetworkError onRetry={retry} />;
  else if (guides.length === 0) body = <EmptyState />;
  else
    body = (
      <ul className="guide-list">
        {guides.map((guide) => {
          const name = pickText(guide.name, lang);
          return (
            <li key={guide.id}>
              <Link to="/guideDetailPage" search={{ id: guide.id }} className="guide-row">
                <ContentImage
                  src={guide.avatar}
                  size="small"
                  alt=""
                  width={72}
                  height={72}
                  className="avatar"
                  loading="lazy"
                />
                <span className="guide-row-body">
                  <span className="guide-row-name">{name}</span>
                  <LocalizedSpan className="guide-row-title" text={guide.title} />
                  <GuideFacts guide={guide} />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    );
  return (
    <div className="guides">
      <h1 className="page-heading">
        <Trans>Gold-medal guides</Trans>
      </h1>
      {body}
    </div>
  );
}
