// An answer as GitHub-flavoured markdown with emoji shortcodes, rendered safely: raw HTML is
// skipped (never parsed into elements), and link or image addresses other than http(s),
// mailto and tel are dropped, so javascript: and data: links are inert text. Images load
// only from our origin and the image hosts the server allows (the same list as its CSP
// img-src): an image elsewhere becomes a link, so an answer cannot make the page fetch from
// a host of its choosing (a prompt-injected answer could leak data through an image URL).
import { memo, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { emojiPlugin, loadEmojiPlugin, mayHaveEmoji } from '../lib/emoji-plugin';
import { isAllowedImageUrl } from '@/lib/site-policy';
import { safeUrl } from '../lib/safe-url';

interface MarkdownAnswerProps {
  text: string;
  /** Opens an external link through the host's rules. */
  onLink: (href: string) => void;
}

export const MarkdownAnswer = memo(function MarkdownAnswer({ text, onLink }: MarkdownAnswerProps) {
  const [emoji, setEmoji] = useState(emojiPlugin);
  const wantsEmoji = !emoji && mayHaveEmoji(text);
  useEffect(() => {
    if (wantsEmoji) void loadEmojiPlugin().then((loaded) => setEmoji(() => loaded));
  }, [wantsEmoji]);
  const link = (href: string | undefined, children: ReactNode) => {
    if (!href) return <span className="chat-link-inert">{children}</span>;
    const open = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      onLink(href);
    };
    return (
      <a href={href} onClick={open} rel="noopener noreferrer nofollow" target="_blank">
        {children}
      </a>
    );
  };
  const components: Components = {
    a: ({ href, children }) => link(href, children),
    img: ({ src, alt }) => {
      if (typeof src !== 'string' || !src) return null;
      if (isAllowedImageUrl(src)) return <img src={src} alt={alt ?? ''} loading="lazy" />;
      return link(src, alt || src);
    },
  };
  return (
    <div className="chat-markdown">
      <Markdown
        remarkPlugins={emoji ? [remarkGfm, emoji] : [remarkGfm]}
        skipHtml
        urlTransform={safeUrl}
        components={components}
      >
        {text}
      </Markdown>
    </div>
  );
});
