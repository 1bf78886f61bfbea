# Build stage: compilers live here only (better-sqlite3 builds from source).
FROM node:22-bookworm-slim AS build
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# node-gyp uses the headers shipped in the image instead of downloading them.
ENV npm_config_nodedir=/usr/local
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# Runtime stage: Node, ffmpeg for video posters and playback copies, libheif
# (>= 1.18 for iOS 17/18 HEIC: bookworm has 1.15, bookworm-backports 1.19) for
# HEIC photos, the build and production dependencies.
FROM node:22-bookworm-slim AS runtime
RUN echo "deb http://deb.debian.org/debian bookworm-backports main" > /etc/apt/sources.list.d/backports.list \
 && apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg \
 && apt-get install -y --no-install-recommends -t bookworm-backports libheif-examples libheif-plugin-libde265 \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data \
    UPLOADS_DIR=/app/uploads
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
# The state and the backups belong to `node`. A bind mount replaces these
# folders with the host's; if Docker creates the host folder it is root's,
# and the app says which `chown` fixes it.
RUN mkdir -p /app/data /app/uploads /app/backups && chown node:node /app/data /app/uploads /app/backups
USER node
VOLUME ["/app/data", "/app/uploads", "/app/backups"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same V8 flags as `npm start` (scripts/lib/prepare.mjs explains them).
CMD ["node", "--max-semi-space-size=1", "build/app-server/index.js"]
