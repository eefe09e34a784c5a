#!/usr/bin/env bash
# The one build (npm run build, the test command's build step, the Dockerfile): the site and the console with vite,
# then the home page's first frames and the plain shell (prerender.ts), the service worker with its precache list
# (service-worker.ts), and a Brotli and a gzip copy beside each text file (precompress.ts), in that order: each step
# reads what the one before wrote. BUILD_LOG_LEVEL=warn keeps vite's chunk table out of the test log.
set -euo pipefail
cd "$(dirname "$0")/.."
level="${BUILD_LOG_LEVEL:-info}"
npx vite build --logLevel "$level"
npx vite build -c vite.operator.config.ts --logLevel "$level"
npx tsx scripts/prerender.ts
npx tsx scripts/service-worker.ts
npx tsx scripts/precompress.ts
