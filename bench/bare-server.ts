import Fastify from 'fastify';

// The ceiling of this machine: the smallest Fastify route, no database, no plugins.
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true, items: [1, 2, 3] }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
