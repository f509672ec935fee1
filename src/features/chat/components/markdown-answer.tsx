// An answer as GitHub-flavoured markdown with emoji shortcodes, rendered safely: raw HTML is
// skipped (never parsed into elements), and link or image addresses other than http(s),
// mailto and tel are dropped, so javascript: and data: links are inert text.
import { memo, useEffect, useState, type MouseEvent } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { emojiPlugin, loadEmojiPlugin, mayHaveEmoji } from '../lib/emoji-plugin';
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
  const components: Components = {
    a: ({ href, children }) => {
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
    },
    img: ({ src, alt }) => (typeof src === 'string' && src ? <img src={src} alt={alt ?? ''} loading="lazy" /> : null),
  };
  return (
    <div className="chat-markdown">
      <Markdown remarkPlugins={emoji ? [remarkGfm, emoji] : [remarkGfm]} skipHtml urlTransform={safeUrl} components={components}>
        {text}
      </Markdown>
    </div>
  );
});
