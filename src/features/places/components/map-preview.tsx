import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Icon } from '@/components/ui/icon';
import type { ScenicAreaT } from '@contract';

/** The place's map as a picture that opens the map guide. */
export function MapPreview({ area }: { area: ScenicAreaT }) {
  return (
    <Link to="/mapGuide" search={{ id: area.id }} className="map-preview">
      <img src={area.map.image} alt="" width={area.map.width} height={area.map.height} loading="lazy" />
      <span className="map-preview-label">
        <Icon name="map" />
        <Trans>Map guide</Trans>
      </span>
    </Link>
  );
}
