/**
 * Loaded into the API by ssr-focus (MEMLOG=1 API_NODE_ARGS="--expose-gc --import
 * ./bench/heap-report.mjs"): on SIGUSR2 it appends the process's memory, V8's heap spaces and,
 * with --expose-gc, the same after a full GC to /tmp/heap-report.txt (MiB).
 */
import { appendFileSync } from 'node:fs';
import v8 from 'node:v8';

const mib = (bytes) => Math.round(bytes / 2 ** 20);
process.on('SIGUSR2', () => {
  const out = [];
  const m = process.memoryUsage();
  out.push(
    `rss ${mib(m.rss)} heapTotal ${mib(m.heapTotal)} heapUsed ${mib(m.heapUsed)} external ${mib(m.external)} arrayBuffers ${mib(m.arrayBuffers)}`,
  );
  for (const s of v8.getHeapSpaceStatistics())
    out.push(
      `  ${s.space_name.padEnd(26)} size ${mib(s.space_size)} used ${mib(s.space_used_size)} available ${mib(s.space_available_size)}`,
    );
  out.push(`  heap limit ${mib(v8.getHeapStatistics().heap_size_limit)}`);
  if (globalThis.gc) {
    globalThis.gc();
    const after = process.memoryUsage();
    out.push(
      `after a full GC: rss ${mib(after.rss)} heapTotal ${mib(after.heapTotal)} heapUsed ${mib(after.heapUsed)}`,
    );
  }
  appendFileSync('/tmp/heap-report.txt', `${out.join('\n')}\n`);
});
