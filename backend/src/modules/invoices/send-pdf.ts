import type { FastifyReply } from 'fastify';

/** Sends a PDF as a download nobody caches (it is personal). */
export function sendPdf(reply: FastifyReply, fileName: string, body: Buffer): Buffer {
  void reply.headers({
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'private, no-store',
  });
  return body;
}
