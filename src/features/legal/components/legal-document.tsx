import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { langAtom, useAtomValue } from '@/lib/store';
import { LOCALE_BCP47, type Locale } from '@contract';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { legalSections, splitLegalHead } from '../lib/legal-sections';
import { LegalToc } from './legal-toc';
import './legal.css';

interface LegalDocumentProps {
  text: string;
  /** BCP 47 tag of the text, which may differ from the interface language. */
  lang: string;
}

/** A static legal text (our own Markdown, raw HTML skipped) with its contents and a print button. */
export function LegalDocument({ text, lang }: LegalDocumentProps) {
  const { t } = useLingui();
  // The page's own words (contents, print) come from the nearest catalog: the text's own
  // language (LegalPage provides it), else the interface's.
  const { i18n } = useLingui();
  const interfaceLang = useAtomValue(langAtom);
  const uiLang = LOCALE_BCP47[i18n.locale as Locale] ?? LOCALE_BCP47[interfaceLang];
  const { head, body } = useMemo(() => splitLegalHead(text), [text]);
  const sections = useMemo(() => legalSections(body), [body]);
  const components = useMemo<Components>(() => {
    const idByLine = new Map(sections.map((section) => [section.line, section.id]));
    return {
      h2: ({ node, children }) => (
        <h2 id={idByLine.get(node?.position?.start.line ?? 0)} tabIndex={-1}>
          {children}
        </h2>
      ),
    };
  }, [sections]);

  return (
    <div className="legal-page">
      <article className="legal-article" lang={lang}>
        <Markdown remarkPlugins={[remarkGfm]} skipHtml>
          {head}
        </Markdown>
        <div className="legal-toolbar" lang={uiLang}>
          <button type="button" className="button button-secondary" onClick={() => window.print()}>
            {t`Print`}
          </button>
        </div>
        <LegalToc sections={sections} lang={lang} uiLang={uiLang} />
        <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
          {body}
        </Markdown>
      </article>
    </div>
  );
}
