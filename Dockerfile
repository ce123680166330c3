# One image, two roles: `node dist/cluster.js` (api, one process per core, serving both UIs) and `node dist/worker.js` (worker).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY web-front/package.json web-front/
COPY web-admin/package.json web-admin/
RUN npm install --no-audit --no-fund --loglevel=error
COPY . .
RUN npx nest build && npm run build:web && npm prune --omit=dev --workspaces=false

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY --from=build /app/web-front/dist web-front/dist
COPY --from=build /app/web-admin/dist web-admin/dist
USER node
EXPOSE 3000
CMD ["node", "dist/cluster.js"]
