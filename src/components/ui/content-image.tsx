import type { ImgHTMLAttributes } from 'react';
import { imageUrl, PLACEHOLDER_IMAGE, type ImageSize } from '@/lib/format';

type ContentImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  size?: ImageSize;
  alt: string;
};

/**
 * A catalogue image: https and the size suffix for remote hosts, the placeholder when there
 * is no address or when the file cannot be loaded (offline and not cached).
 */
export function ContentImage({ src, size = 'original', alt, onError, ...rest }: ContentImageProps) {
  return (
    <img
      {...rest}
      src={imageUrl(src, size)}
      alt={alt}
      onError={(event) => {
        const img = event.currentTarget;
        if (img.src !== PLACEHOLDER_IMAGE) img.src = PLACEHOLDER_IMAGE;
        onError?.(event);
      }}
    />
  );
}
