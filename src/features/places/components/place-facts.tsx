import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ScenicAreaT } from '@contract';
import { ContentText } from '@/features/translation';

function Fact({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="place-fact" aria-labelledby={id}>
      <h2 id={id} className="place-fact-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Opening information, tips and address of a scenic area (its introduction leads the page). */
export function PlaceFacts({ area }: { area: ScenicAreaT }) {
  return (
    <div className="place-facts">
      <Fact id="place-opening" title={<Trans>Opening information</Trans>}>
        <ContentText text={area.openingInfo} className="content-text" />
      </Fact>
      <Fact id="place-tips" title={<Trans>Tips</Trans>}>
        <ContentText text={area.tips} className="content-text" />
      </Fact>
      <Fact id="place-address" title={<Trans>Address</Trans>}>
        <ContentText text={area.address} className="content-text" />
      </Fact>
    </div>
  );
}
