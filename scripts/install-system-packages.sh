#!/usr/bin/env bash
# Debian packages the tests need: Chromium for the browser tests, PostgreSQL for the
# server tests against a real server, HAProxy for the cluster tests (two instances behind
# it, deploy/haproxy.cfg), and the fonts a phone has for Chinese, Japanese, Korean and Thai
# (Noto), so that the layout tests, screenshots and benches lay out real glyphs, not the
# empty boxes of a machine with no font for them. Installs only what is missing (needs root).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
has_font() { command -v fc-list >/dev/null && [ -n "$(fc-list ":lang=$1" family)" ]; }
has_font zh || missing+=(fonts-noto-cjk)
has_font th || missing+=(fonts-noto-core)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} from Debian's packages..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
