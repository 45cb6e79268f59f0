# Panalo: one image that serves the API and the built web app.
#   docker build -t panalo .
#   docker run -p 8080:8080 -e DATABASE_URL=postgres://… -e REDIS_URL=redis://… panalo
# See docs/deploy.md for settings, scale-out, backups and upgrades.

# ---- the workspace's package manifests, which npm ci needs to resolve the lock file ----
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/backoffice/package.json apps/backoffice/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY docs/package.json docs/

# ---- dependencies of the running server only (no compilers, test tools or browsers) ----
FROM manifests AS runtime-deps
RUN npm ci --omit=dev --workspace @panalo/server --include-workspace-root --no-audit --no-fund

# ---- build: the web app and the back office (with their .br/.gz copies) and the server bundle ----
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: Node, production packages, the builds; runs as the unprivileged node user ----
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=runtime-deps /app/package.json ./
COPY --from=build /app/packages/contract packages/contract
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/src apps/server/src
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The back office's own bundle, served under /bo/.
COPY --from=build /app/apps/backoffice/dist apps/backoffice/dist
# The embedded database and uploads live here when DATABASE_URL is not PostgreSQL: mount a volume.
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/health/live').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
