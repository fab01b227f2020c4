import { Injectable } from '@nestjs/common';
import type { JobHandler, JobName, JobPayloads } from './job-types.js';

/** Processors register here at module init; both queue adapters dispatch through it. */
@Injectable()
export class JobRegistry {
  private readonly handlers = new Map<JobName, JobHandler<JobName>>();

  register<N extends JobName>(name: N, handler: JobHandler<N>): void {
    if (this.handlers.has(name))
      throw new Error(`A processor for job "${name}" is already registered`);
    this.handlers.set(name, handler as unknown as JobHandler<JobName>);
  }

  async run<N extends JobName>(name: N, payload: JobPayloads[N], attempt: number): Promise<void> {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`No processor registered for job "${name}"`);
    await handler(payload, { attempt });
  }
}

/** Exponential backoff: base, 2×base, 4×base … capped at one hour. */
export function backoffDelay(baseMs: number, attempt: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 3_600_000);
}
