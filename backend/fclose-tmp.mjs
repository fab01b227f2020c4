import Fastify from 'fastify';
const f = Fastify();
f.get('/', async () => { await new Promise(r => setTimeout(r, 300)); return 'ok'; });
await f.listen({ port: 0 });
const port = f.server.address().port;
const p = fetch(`http://127.0.0.1:${port}/`).then(r => r.status);
await new Promise(r => setTimeout(r, 50));
const t = Date.now();
await new Promise((resolve) => f.server.close(resolve));
console.log('server closed after', Date.now() - t, 'ms; inflight', await p);
try { await f.close(); console.log('fastify close ok'); } catch (e) { console.log('fastify close err', e.message); }
