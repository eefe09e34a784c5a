# The reference server with its built site, for those who run containers (README: "Deploying on more than one machine").
# No container engine runs where this project is developed: tests/server/deploy.test.ts checks what can be checked
# without one (the entry command exists and starts the server with deploy/compose.yaml's environment).
#
#   docker build -t quran-competition .
#   docker compose -f deploy/compose.yaml up

# --- build: every dependency (the site's build needs the dev ones), then the site into dist/ ---
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- run: Debian's ffmpeg (checks recordings) and Chromium (prints certificate PDFs), as the unprivileged user node ---
FROM node:22-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg chromium fonts-noto-core \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data && chown node:node /data
WORKDIR /app
# node_modules whole: the server runs its TypeScript through tsx, and prints PDFs with playwright-core, a dev dependency.
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --from=build --chown=root:root /app/package.json /app/tsconfig.json ./
COPY --from=build --chown=root:root /app/server ./server
COPY --from=build --chown=root:root /app/openapi ./openapi
COPY --from=build --chown=root:root /app/src/contract ./src/contract
COPY --from=build --chown=root:root /app/src/domain ./src/domain
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    DIST_DIR=/app/dist \
    LOG_FORMAT=json \
    CHROME_PATH=/usr/bin/chromium \
    FFMPEG_PATH=/usr/bin/ffmpeg
USER node
EXPOSE 8080
VOLUME ["/data"]
# SIGTERM drains: no new connections, in-flight requests and uploads finish within SHUTDOWN_GRACE_MS (25 s), exit 0.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm run serve` runs (tsx server/main.ts), without npm in between, so the signal reaches the server itself.
CMD ["node", "--import", "tsx", "server/main.ts"]
