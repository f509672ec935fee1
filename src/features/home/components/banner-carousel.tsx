import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BannerT } from '@contract';
import { navigateInApp } from '@/lib/app-navigation';
import { pickText } from '@/lib/localized';
import { langAtom, useAtomValue } from '@/lib/store';

/**
 * The ad banner: a swipeable strip (scroll snap), no timers, each banner a link (its address
 * may be any page of the app, or another site: the app's navigator opens either).
 */
function BannerCarouselView({ banners }: { banners: BannerT[] }) {
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
              navigateInApp(banner.link);
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
