# One image, two roles: `node dist/cluster.js` (api, one process per core, serving both UIs) and `node dist/worker.js` (worker).
# Node 24 (the current LTS), built in one stage and run in another, as the unprivileged `node` user.
# The image holds production dependencies only: no development server (embedded sign-in provider,
# SMTP sink), no demo seed, no test tooling.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY web-front/package.json web-front/
COPY web-admin/package.json web-admin/
# `npm ci` refuses this lockfile (the registry it was made against lacks other platforms' optional
# packages, docs/decisions/node-24.md); this is its equivalent: install exactly what the
# lockfile says, and fail if the install would change the lockfile.
RUN cp package-lock.json /tmp/package-lock.json \
 && npm install --no-audit --no-fund --loglevel=error \
 && cmp package-lock.json /tmp/package-lock.json
COPY . .
RUN npx nest build && npm run build:web \
 && rm -rf dist/devstack dist/seed dist/**/*.spec.js \
 && npm prune --omit=dev --workspaces=false --no-audit --no-fund

FROM node:24-bookworm-slim
# A smaller young generation: the api and the worker idle under 250 MB together (docs/operations.md, Memory).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 NODE_OPTIONS=--max-semi-space-size=4
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json ./
COPY --from=build --chown=root:root /app/node_modules node_modules
COPY --from=build --chown=root:root /app/dist dist
COPY --from=build --chown=root:root /app/web-front/dist web-front/dist
COPY --from=build --chown=root:root /app/web-admin/dist web-admin/dist
# Files owned by root, process run as `node`: the running api cannot rewrite its own code.
USER node
EXPOSE 3000
CMD ["node", "dist/cluster.js"]
