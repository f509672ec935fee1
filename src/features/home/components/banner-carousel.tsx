import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import type { BannerT } from '@contract';
import { pickText } from '@/lib/localized';
import { langAtom, useAtomValue } from '@/lib/store';

/** The ad banner: a swipeable strip (scroll snap), no timers, each banner a link. */
function BannerCarouselView({ banners }: { banners: BannerT[] }) {
  const router = useRouter();
  const lang = useAtomValue(langAtom);
  const { t } = useLingui();
  return (
    <section className="banner-strip" aria-label={t`Featured`}>
      {banners.map((banner, index) => {
        const title = pickText(banner.title, lang);
        return (
          <a
            key={banner.id}
            className="banner"
            href={banner.link}
            onClick={(event) => {
              event.preventDefault();
              void router.navigate({ href: banner.link });
            }}
          >
            <img
              src={banner.image}
              alt=""
              width={720}
              height={300}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
            <span className="banner-title">{title}</span>
          </a>
        );
      })}
    </section>
  );
}

// The same record (the page's boot lists, or Dexie's unchanged ones) draws nothing new.
export const BannerCarousel = memo(BannerCarouselView);
