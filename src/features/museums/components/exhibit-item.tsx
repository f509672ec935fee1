import { Trans, useLingui } from '@lingui/react/macro';
import { langAtom, useAtomValue } from '@/lib/store';
import type { ExplanationPointT } from '@contract';
import { pickText } from '@/lib/localized';
import { AskAboutThis } from '@/features/chat';
import { ContentText, useLocalizedText } from '@/features/translation';
import '@/components/ui/content.css';

/** One exhibit of the online museum: picture, stop number, era/material/dimensions, narration, play. */
export function ExhibitItem({ exhibit, onPlay }: { exhibit: ExplanationPointT; onPlay: () => void }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const name = pickText(exhibit.name, lang);
  const era = useLocalizedText(exhibit.exhibit?.era);
  const material = useLocalizedText(exhibit.exhibit?.material);
  const dimensions = useLocalizedText(exhibit.exhibit?.dimensions);
  const headingId = `exhibit-${exhibit.id}`;
  const stopNumber = exhibit.stopNumber;
  return (
    <article className="exhibit" aria-labelledby={headingId}>
      {exhibit.image ? (
        <img src={exhibit.image} alt={name} width={600} height={600} loading="lazy" className="exhibit-image" />
      ) : null}
      <div className="exhibit-body">
        <h3 id={headingId} className="exhibit-name">
          <span className="visually-hidden">{t`Stop number`} </span>
          <span className="stop-badge">{stopNumber}</span> {name}
        </h3>
        {exhibit.exhibit ? (
          <dl className="exhibit-info">
            {era.text ? (
              <div>
                <dt>
                  <Trans>Era</Trans>
                </dt>
                <dd>{era.text}</dd>
              </div>
            ) : null}
            {material.text ? (
              <div>
                <dt>
                  <Trans>Material</Trans>
                </dt>
                <dd>{material.text}</dd>
              </div>
            ) : null}
            {dimensions.text ? (
              <div>
                <dt>
                  <Trans>Dimensions</Trans>
                </dt>
                <dd>{dimensions.text}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <div className="exhibit-actions">
          <button type="button" className="button exhibit-play" onClick={onPlay} aria-label={t`Play ${name}`}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
            <Trans>Play</Trans>
          </button>
          <AskAboutThis placeId={exhibit.placeId} pointId={exhibit.id} name={name} />
        </div>
        {/* A locked exhibit comes without its narration (until it is unlocked). */}
        {exhibit.narration ? (
          <details className="exhibit-narration">
            <summary>
              <Trans>Read the narration</Trans>
            </summary>
            <ContentText text={exhibit.narration} />
          </details>
        ) : null}
      </div>
    </article>
  );
}
