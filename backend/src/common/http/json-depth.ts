import type { FastifyInstance } from 'fastify';
import { AppError, CommonErrorCode } from '../errors/app-error.js';
import { toProblem } from '../errors/problem-details.filter.js';

/** Deeper than any body the API takes (a post with its blocks is about 6). */
export const MAX_JSON_DEPTH = 64;

/** Whether `value` nests objects or arrays deeper than `max`; iterative, so no input can overflow it. */
export function jsonDepthExceeds(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * A JSON body nested deeper than {@link MAX_JSON_DEPTH} is refused with 400 before validation:
 * class-transformer and class-validator walk bodies recursively, and a body of a few kilobytes of
 * brackets would otherwise exhaust the stack (a 500, and CPU for every such request).
 */
export function registerJsonDepthLimit(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, reply, done) => {
    if (request.body === undefined || !jsonDepthExceeds(request.body, MAX_JSON_DEPTH))
      return done();
    const { problem } = toProblem(
      new AppError(
        'validation',
        CommonErrorCode.BAD_REQUEST,
        'The JSON body is nested too deeply.',
      ),
      request.url.split('?')[0],
    );
    problem.requestId = String(request.id);
    void reply
      .code(400)
      .headers({
        'content-type': 'application/problem+json; charset=utf-8',
        'cache-control': 'no-store',
      })
      .send(problem);
  });
}
