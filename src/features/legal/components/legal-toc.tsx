import { Trans } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import type { LegalSection } from '../lib/legal-sections';

interface LegalTocProps {
  sections: LegalSection[];
  /** The text's language: the entries are its own headings. */
  lang: string;
  uiLang: string;
}

/**
 * The contents: in-page links. The jump is done here rather than by the hash, so the router
 * sees no navigation and focus moves to the section for keyboard and screen-reader users.
 */
export function LegalToc({ sections, lang, uiLang }: LegalTocProps) {
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <nav className="legal-toc" aria-labelledby="legal-toc-title">
      <h2 id="legal-toc-title" className="legal-toc-title" lang={uiLang}>
        <Trans>Contents</Trans>
      </h2>
      <ol lang={lang}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} onClick={(event) => jump(event, section.id)}>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
