import type { FastifyReply } from 'fastify';
import { CODES, envelope } from '@guanlan/shared';
import type { CodeKey, Envelope } from '@guanlan/shared';

/** Sets the HTTP status of a business code (its family, see CODES) and returns its envelope. */
export function replyEnvelope<T>(
  reply: FastifyReply,
  key: CodeKey,
  data: T,
  message?: string,
): Envelope<T> {
  reply.status(CODES[key].httpStatus);
  return envelope(key, data, message);
}
