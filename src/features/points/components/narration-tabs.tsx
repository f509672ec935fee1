import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { langAtom, useAtomValue } from '@/lib/store';
import { Icon } from '@/components/ui/icon';
import type { ExplanationPointT, GuideT } from '@contract';
import { formatDuration } from '@/lib/format';
import { pickText } from '@/lib/localized';
import { narrationSeconds } from '@/features/places';
import { ContentText, LocalizedSpan } from '@/features/translation';
import type { NarrationTrack } from '@/features/player';

function Transcript({
  seconds,
  text,
  before,
}: {
  seconds: number | null;
  text: ExplanationPointT['narration'];
  before?: ReactNode;
}) {
  return (
    <>
      {before}
      {seconds === null ? null : (
        <p className="meta-item muted">
          <Icon name="clock" size={16} />
          <Trans>Voice duration: {formatDuration(seconds)}</Trans>
        </p>
      )}
      <h3 className="transcript-title">
        <Trans>Transcript</Trans>
      </h3>
      <ContentText text={text} className="content-text transcript" />
    </>
  );
}

/**
 * Official explanation and, when there is one, the gold-medal guide's: tabs (WAI-ARIA pattern).
 * The tab shown is the narration the page's Play button plays.
 */
export function NarrationTabs({
  point,
  guide,
  track,
  onTrack,
}: {
  point: ExplanationPointT;
  guide: GuideT | null;
  track: NarrationTrack;
  onTrack: (track: NarrationTrack) => void;
}) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const guided = point.guideNarration;

  const panels: Array<{ track: NarrationTrack; label: string; body: ReactNode }> = [
    {
      track: 'official',
      label: t`Official explanation`,
      body: (
        <Transcript seconds={narrationSeconds(point.audio, lang, point.withheld?.durationSec)} text={point.narration} />
      ),
    },
    ...(guided
      ? [
          {
            track: 'guide' as const,
            label: t`Gold-medal guide explanation`,
            body: (
              <Transcript
                seconds={narrationSeconds(guided.audio, lang, point.withheld?.guideDurationSec)}
                text={guided.narration}
                before={
                  guide ? (
                    <p>
                      <Link to="/guideDetailPage" search={{ id: guide.id }} className="guide-link">
                        {pickText(guide.name, lang)} · <LocalizedSpan text={guide.title} />
                      </Link>
                    </p>
                  ) : null
                }
              />
            ),
          },
        ]
      : []),
  ];

  const selected = Math.max(
    0,
    panels.findIndex((panel) => panel.track === track),
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (selected + step + panels.length) % panels.length;
    onTrack(panels[next]!.track);
    tabs.current[next]?.focus();
  };

  return (
    <section className="point-section narration">
      <div role="tablist" aria-label={t`Explanations`} className="tabs" onKeyDown={onKeyDown}>
        {panels.map((panel, index) => (
          <button
            key={index}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={selected === index}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={selected === index ? 0 : -1}
            className="tab"
            onClick={() => onTrack(panel.track)}
          >
            {panel.label}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={selected !== index}
          tabIndex={0}
          className="tab-panel"
        >
          {panel.body}
        </div>
      ))}
    </section>
  );
}
