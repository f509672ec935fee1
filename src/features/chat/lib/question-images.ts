// Images in a question: markdown images `![alt](url)` and bare image addresses. The rest
// of the question is its text.
const MARKDOWN_IMAGE = /!\[[^\]]*\]\((https?:\/\/[^\s)]+)\)/g;
const BARE_IMAGE = /(https?:\/\/\S+\.(?:png|jpe?g|gif|webp|avif)(?:\?\S*)?)/gi;

export function splitQuestion(content: string): { text: string; images: string[] } {
  const images: string[] = [];
  let text = content.replace(MARKDOWN_IMAGE, (_m, url: string) => {
    images.push(url);
    return ' ';
  });
  text = text.replace(BARE_IMAGE, (url: string) => {
    images.push(url);
    return ' ';
  });
  return { text: text.replace(/\s+/g, ' ').trim(), images };
}
