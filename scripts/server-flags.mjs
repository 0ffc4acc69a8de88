// The node flags the server runs with (npm start, npm run dev, npm run serve, the API load bench).
// --max-semi-space-size=64: a young generation of up to 3 × 64 MB. A request allocates its rows and
// answer and drops them; with the default (16 MB) they are promoted and collected again by the old
// generation's slower GCs. Measured with bench/api-load.ts --large (README 'Speed'): the aggregated
// timeline at 200 connections on PostgreSQL, one process, gained ~15 % req/s with a lower p99.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
