import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { langAtom, useAtomValue } from '@/lib/store';
import { ContentImage } from '@/components/ui/content-image';
import type { MemberTargetKind } from '@contract/member';
import { pickText } from '@/lib/localized';
import { useTarget } from '../hooks/use-target';
import './favourites.css';

function TargetLink({ kind, id, children }: { kind: MemberTargetKind; id: string; children: ReactNode }) {
  if (kind === 'point')
    return (
      <Link to="/pointDetail" search={{ id }} className="member-row-link">
        {children}
      </Link>
    );
  if (kind === 'scenic')
    return (
      <Link to="/poiDetail" search={{ id }} className="member-row-link">
        {children}
      </Link>
    );
  return (
    <Link to="/museumDetail" search={{ id }} className="member-row-link">
      {children}
    </Link>
  );
}

/** One favourite or history row: picture, name and kind; a tap opens the target. */
export function TargetRow({
  kind,
  id,
  meta,
  action,
}: {
  kind: MemberTargetKind;
  id: string;
  meta?: ReactNode;
  action?: ReactNode;
}) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const { target, failed } = useTarget(kind, id);
  const kindLabel = kind === 'point' ? t`Explanation point` : kind === 'scenic' ? t`Scenic area` : t`Museum`;
  const name = target ? pickText(target.name, lang) : failed ? t`Not available offline` : t`Loading…`;
  return (
    <li className="member-row" data-target={`${kind}:${id}`}>
      <TargetLink kind={kind} id={id}>
        <ContentImage
          src={target?.image ?? null}
          size="small"
          alt=""
          width={72}
          height={54}
          className="member-row-image"
          loading="lazy"
        />
        <span className="member-row-text">
          <span className="member-row-name">{name}</span>
          <span className="member-row-meta">
            {kindLabel}
            {meta ? <> · {meta}</> : null}
          </span>
        </span>
      </TargetLink>
      {action}
    </li>
  );
}
