import type { SmsProvider } from '../../platform/sms/sms-provider.js';
import type { Channel } from './channel.js';
import { subjectOf } from './warning-message.js';
import type { WarningMessage } from './warning-message.js';

/** SMS through the platform's SMS provider: the heading and the first article only. */
export class SmsChannel implements Channel {
  constructor(private readonly sms: SmsProvider) {}

  async send(target: string, m: WarningMessage) {
    const first = m.articles[0];
    const text = `${subjectOf(m)}${first ? ` ${first.url}` : ''}【观澜舆情】`;
    await this.sms.send(target, text.slice(0, 300));
  }
}
