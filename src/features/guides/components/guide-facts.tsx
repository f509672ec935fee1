import { Trans } from '@lingui/react/macro';
import { BUILT_IN_LANGUAGES } from '@/lib/languages';
import { languageListAtom, useAtomValue } from '@/lib/store';
import { Icon } from '@/components/ui/icon';
import type { GuideT } from '@contract';

/** Rating, languages and narration count of a guide. */
export function GuideFacts({ guide }: { guide: GuideT }) {
  const languages = useAtomValue(languageListAtom) ?? BUILT_IN_LANGUAGES;
  const names = guide.languages.map((code) => languages.find((l) => l.id === code)?.name ?? code);
  return (
    <span className="guide-facts">
      <span className="guide-rating-line">
        <Icon name="star" size={16} filled />
        <Trans>Rating: {guide.rating.toFixed(1)}</Trans>
      </span>
      <span>
        <Trans>Narrations: {guide.narrationCount}</Trans>
      </span>
      <span className="guide-languages">
        <Trans>Languages: {names.join(' · ')}</Trans>
      </span>
    </span>
  );
}
