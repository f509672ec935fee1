import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import '@/components/ui/content.css';

export interface PickedPicture {
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

/** User Timing mark set when a photo is chosen. */
export const PHOTO_PICKED = 'scan-photo-picked';

/** A picked photo as something a canvas can draw, upright (EXIF orientation applied). */
async function decodePhoto(file: File): Promise<PickedPicture> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  await img.decode();
  return { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => URL.revokeObjectURL(url) };
}

/** The fallback (and the way without a camera): take or choose a photo of the exhibit. */
export function PhotoPicker({
  disabled,
  busy,
  onPicture,
  onError,
}: {
  disabled: boolean;
  busy: boolean;
  onPicture: (p: PickedPicture) => void;
  onError: () => void;
}) {
  const id = useId();
  return (
    <div className="scan-photo">
      <input
        id={id}
        className="visually-hidden scan-photo-input"
        type="file"
        accept="image/*"
        capture="environment"
        disabled={disabled}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          input.value = ''; // the same photo can be chosen again
          if (!file) return;
          performance.mark(PHOTO_PICKED);
          decodePhoto(file).then(onPicture, onError);
        }}
      />
      <label htmlFor={id} className="button button-secondary scan-photo-button">
        {busy ? <Trans>Identifying…</Trans> : <Trans>Take or choose a photo</Trans>}
      </label>
    </div>
  );
}
