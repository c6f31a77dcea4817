import type { WarningMessage } from './warning-message.js';

/** A delivery channel: sends one message to one target or throws with a Chinese reason. */
export interface Channel {
  send(
    target: string,
    message: WarningMessage,
    meta: { webhookType: string | null },
  ): Promise<void>;
}

/** A failure that retrying cannot fix (no provider configured): the delivery fails at once. */
export class PermanentDeliveryError extends Error {}
