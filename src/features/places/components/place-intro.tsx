import { Trans } from '@lingui/react/macro';
import type { ScenicAreaT } from '@contract';
import { Expandable } from './expandable';
import { ContentText } from '@/features/translation';

/** The place's story first, held to a few lines until the visitor asks for more. */
export function PlaceIntro({ area }: { area: ScenicAreaT }) {
  return (
    <section className="place-fact place-intro" aria-labelledby="place-intro">
      <h2 id="place-intro" className="place-fact-title">
        <Trans>Introduction</Trans>
      </h2>
      <Expandable>
        <ContentText text={area.intro} className="content-text" />
      </Expandable>
    </section>
  );
}
