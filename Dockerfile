# One image for every service; docker-compose.yml picks the entry point per container.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY platform/package.json platform/
COPY eventstore/package.json eventstore/
COPY write-service/package.json write-service/
COPY read-model/package.json read-model/
COPY projector/package.json projector/
COPY read-service/package.json read-service/
COPY web/package.json web/
COPY runtime/package.json runtime/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w web
ENV NODE_ENV=production
# Metrics (when METRICS_PORT is set) must be reachable from a scraper in another container;
# the port stays unpublished, so only the compose network sees it.
ENV METRICS_HOST=0.0.0.0
EXPOSE 3000
CMD ["npm", "run", "start"]
