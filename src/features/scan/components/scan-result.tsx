import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { langAtom, useAtomValue } from '@/lib/store';
import { db } from '@/db/database';
import { LOCALE_BCP47, type ExplanationPointT } from '@contract';
import { pickText } from '@/lib/localized';
import { AskAboutThis } from '@/features/chat';
import { playPoints } from '@/features/player';
import type { ScanResult } from '../lib/resolve-scan';
import '@/components/ui/content.css';

/** `decorative`: the name is written beside it. */
function ExhibitThumb({
  point,
  size,
  decorative = false,
}: {
  point: ExplanationPointT;
  size: number;
  decorative?: boolean;
}) {
  const lang = useAtomValue(langAtom);
  return point.image ? (
    <img
      src={point.image}
      alt={decorative ? '' : pickText(point.name, lang)}
      width={size}
      height={size}
      className="scan-thumb"
    />
  ) : (
    <span className="scan-thumb" aria-hidden="true" style={{ width: size, height: size }} />
  );
}

function Confidence({ value }: { value: number }) {
  const lang = useAtomValue(langAtom);
  const percent = new Intl.NumberFormat(LOCALE_BCP47[lang], { style: 'percent' }).format(value);
  return (
    <p className="muted scan-confidence">
      <Trans>Confidence: {percent}</Trans>
    </p>
  );
}

/** The app is not sure: the two or three exhibits the picture may show. */
function Choices({ options }: { options: Extract<ScanResult, { kind: 'choices' }>['options'] }) {
  const lang = useAtomValue(langAtom);
  return (
    <section className="scan-choices" aria-labelledby="scan-choices-title">
      <h2 id="scan-choices-title" className="section-title">
        <Trans>Is it one of these?</Trans>
      </h2>
      <ul className="scan-choices-list">
        {options.map(({ point, confidence }) => (
          <li key={point.id}>
            <Link to="/pointDetail" search={{ id: point.id }} className="scan-related-item">
              <ExhibitThumb point={point} size={64} decorative />
              <span>
                <span className="scan-related-name">{pickText(point.name, lang)}</span>
                <Confidence value={confidence} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MatchCard({ result }: { result: Extract<ScanResult, { kind: 'match' }> }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const { point, related } = result;
  const museum = useLiveQuery(() => db.museums.get(point.placeId), [point.placeId]);
  const hall = museum?.halls.find((h) => h.id === point.hallId);
  const name = pickText(point.name, lang);
  const stopNumber = point.stopNumber;
  const play = () =>
    playPoints([point, ...related.map((r) => r.point)], 0, {
      placeId: point.placeId,
      placeKind: point.placeKind,
      placeName: museum?.name ?? null,
      artwork: museum?.cover ?? null,
    });
  return (
    <article className="scan-match" aria-labelledby="scan-match-name">
      <ExhibitThumb point={point} size={120} />
      <div className="scan-match-body">
        <p className="scan-match-kicker">
          {result.via === 'qr' ? <Trans>Found by its label</Trans> : <Trans>Best match</Trans>}
        </p>
        <h2 id="scan-match-name" className="scan-match-name">
          {name}
        </h2>
        <p className="muted">
          <span className="visually-hidden">{t`Stop number`} </span>
          <span className="stop-badge">{stopNumber}</span> {hall ? pickText(hall.name, lang) : null}
        </p>
        {result.confidence !== null ? <Confidence value={result.confidence} /> : null}
        <div className="scan-match-actions">
          <button type="button" className="button" onClick={play}>
            <Trans>Play</Trans>
          </button>
          <Link to="/pointDetail" search={{ id: point.id }} className="button button-secondary">
            <Trans>Details</Trans>
          </Link>
          <AskAboutThis placeId={point.placeId} pointId={point.id} />
        </div>
      </div>
    </article>
  );
}

export function ScanResultView({ result }: { result: ScanResult }) {
  const lang = useAtomValue(langAtom);
  if (result.kind === 'choices') return <Choices options={result.options} />;
  if (result.kind === 'none') {
    return (
      <p className="scan-none" role="alert">
        <Trans>No relevant exhibits found, please try from another angle</Trans>
      </p>
    );
  }
  return (
    <>
      <MatchCard result={result} />
      {result.related.length > 0 ? (
        <section className="scan-related" aria-labelledby="scan-related-title">
          <h2 id="scan-related-title" className="section-title">
            <Trans>Related exhibits</Trans>
          </h2>
          <ul className="scan-related-list">
            {result.related.map(({ point, reason }) => (
              <li key={point.id}>
                <Link to="/pointDetail" search={{ id: point.id }} className="scan-related-item">
                  <ExhibitThumb point={point} size={64} decorative />
                  <span>
                    <span className="scan-related-name">{pickText(point.name, lang)}</span>
                    <span className="muted scan-related-reason">
                      {reason === 'similar' ? <Trans>Looks similar</Trans> : <Trans>In the same hall</Trans>}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
