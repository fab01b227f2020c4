# syntax=docker/dockerfile:1
# One image for the API (default command) and the BullMQ worker (`node backend/dist/worker.js`).
# Build:  docker build -t vyrelle-shop .   (one image serves any deployment: no setting is built in)

ARG NODE_VERSION=24

# ---- build: install everything, build the three workspaces, drop dev dependencies ----------
FROM node:${NODE_VERSION}-slim AS build
WORKDIR /app

# better-sqlite3 (the embedded database driver, still a dependency) downloads a prebuilt binary;
# the toolchain is only for the fallback compile and stays in this stage.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*

ENV CI=true \
    npm_config_fund=false \
    npm_config_audit=false \
    npm_config_update_notifier=false \
    SCARF_ANALYTICS=false

# Manifests first, so the dependency layer is reused until a manifest or the lock file changes.
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY storefront/package.json storefront/
COPY backoffice/package.json backoffice/
RUN --mount=type=cache,target=/root/.npm npm ci

COPY . .

# No secret is built in: the API hands each front end its OAuth client at run time.
# Then drop dev dependencies: everything the back-office and storefront builds used (react-admin,
# MUI, tiptap, date-fns, vite … are the back-office's devDependencies) leaves; what stays is what
# the API and the storefront's server rendering load at run time (about 310 MiB instead of 640).
RUN npm run build \
 && npm prune --omit=dev

# Only what runs: manifests (for "type": "module"), production node_modules, the three builds. The
# back-office is static files served by the API: its dist only, never its node_modules.
RUN mkdir -p /out \
 && cp -a package.json node_modules /out/ \
 && for ws in backend storefront backoffice; do \
      mkdir -p "/out/$ws" && cp -a "$ws/package.json" "$ws/dist" "/out/$ws/"; \
    done \
 && for ws in backend storefront; do \
      if [ -d "$ws/node_modules" ]; then cp -a "$ws/node_modules" "/out/$ws/"; fi; \
    done

# ---- runtime ----------------------------------------------------------------------------------
FROM node:${NODE_VERSION}-slim AS runtime
WORKDIR /app

# NODE_OPTIONS: a heap cap per process. V8 sizes its heap from the machine's memory (gigabytes on
# a large host) and lets the old generation grow far past what is live (about 110 MiB after load)
# before collecting; with the cap it collects sooner and a replica stays near 300 MiB RSS. Raise it
# (docker compose: NODE_OPTIONS in .env) if an operation needs more; bench/lib.mjs reads it here.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    NODE_OPTIONS=--max-old-space-size=256

# Application files stay owned by root (read-only for the app); only /data is writable.
COPY --from=build /out/ /app/
RUN mkdir -p /data && chown node:node /data

USER node
EXPOSE 3000

# No curl in the slim image: Node's own fetch does the probe.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

CMD ["node", "backend/dist/main.js"]
