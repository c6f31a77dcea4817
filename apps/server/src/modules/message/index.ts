import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import type { HandlerMap } from '../../platform/http/call-context.js';
import { MessageRepo } from './message.repo.js';
import { messageRoutes } from './message.routes.js';
import { MessageService } from './message.service.js';

export { MessageService } from './message.service.js';
export { activeAccountIds, postMessages } from './post-messages.js';
export type { MessageDraft, MessageType } from './post-messages.js';

/** Handlers of every /api/message/* call (the message centre). */
export function messageHandlers({ db, clock }: { db: Kysely<DB>; clock: Clock }): HandlerMap {
  return messageRoutes(new MessageService(new MessageRepo(db), clock));
}
