#!/usr/bin/env bash
# Regenerates all media of the sample catalogue:
#   1. SVG covers, views, point/exhibit images, maps, guide avatars and banners (make-images.ts)
#   2. narration audio with espeak-ng + lame, then rewrites every `audio` entry's url, bytes and
#      durationSec in content/places/**/*.json from the real files (make-audio.ts)
#   3. validates all JSON against the zod contract (validate.ts)
#   4. the exhibits' image hashes for the scan, in Chromium (make-exhibit-hashes.ts; skipped
#      with a warning when /usr/bin/chromium or $CHROMIUM_PATH is missing)
# Usage: bash content/scripts/make-media.sh [--force]   (--force re-synthesises unchanged audio)
set -euo pipefail
cd "$(dirname "$0")/../.."
for tool in node espeak-ng lame; do
  command -v "$tool" >/dev/null || { echo "make-media: '$tool' is not installed" >&2; exit 1; }
done
node --import tsx content/scripts/make-images.ts
node --import tsx content/scripts/make-audio.ts "$@"
node --import tsx content/scripts/validate.ts
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  node --import tsx content/scripts/make-exhibit-hashes.ts
else
  echo "make-media: no Chromium, exhibit hashes not regenerated (content/exhibit-hashes.test.ts will say if they are stale)" >&2
fi
