#!/usr/bin/env bash
# Regenerates all media of the sample catalogue:
#   1. SVG covers, views, point/exhibit images, maps, guide avatars and banners (make-images.ts)
#   2. narration audio in every locale with a current text, by the voice provider (eSpeak NG in
#      WASM unless VOICE_PROVIDER says otherwise), then every `audio` entry's url, bytes,
#      durationSec, sha256 and synthetic in content/places/**/*.json from the files (voice.ts)
#   3. validates all JSON against the zod contract (validate.ts)
#   4. the exhibits' image hashes and the features the scan recognises them by, in Chromium
#      (make-exhibit-hashes.ts, make-exhibit-features.ts; skipped with a warning when
#      /usr/bin/chromium or $CHROMIUM_PATH is missing)
# Usage: bash content/scripts/make-media.sh [--force]   (--force voices unchanged narrations again;
#        other options of voice.ts, e.g. --locale=ja, are passed on too)
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v node >/dev/null || { echo "make-media: 'node' is not installed" >&2; exit 1; }
node --import tsx content/scripts/make-images.ts
node --import tsx content/scripts/voice.ts "$@"
node --import tsx content/scripts/validate.ts
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  node --import tsx content/scripts/make-exhibit-hashes.ts
  node --import tsx content/scripts/make-exhibit-features.ts
else
  echo "make-media: no Chromium, exhibit hashes and features not regenerated (content/exhibit-*.test.ts will say if they are stale)" >&2
fi
