import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { PushBus } from '../../notify/push/push-bus.js';
import type { Clock } from '../../platform/clock.js';
import type { HandlerMap } from '../../platform/http/call-context.js';
import type { DataSourceService } from '../data-source/index.js';
import { HotListService } from '../topical/index.js';
import { bigScreenRoutes } from './big-screen.routes.js';
import { CommandPanels } from './command-panels.js';
import { ScreenDataService } from './screen-data.service.js';
import { ScreenPanels } from './screen-panels.service.js';
import { ScreenPulse } from './screen-pulse.js';
import { ScreenSetService } from './screen-set.service.js';
import { ScreenShareService } from './screen-share.service.js';

export { SCREEN_PUSH_TYPE, ScreenPulse } from './screen-pulse.js';

export interface BigScreenDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  clock: Clock;
  dataSources: DataSourceService;
  /** Screens learn of new articles by push; the pulse listens to the pipeline's commits. */
  push?: {
    bus: PushBus;
    onCommit: (fn: ScreenPulse['onCommit']) => void;
    onError: (e: unknown) => void;
  };
}

/** Handlers of every /api/app/bigScreen/* call, and the screens' push pulse. */
export function bigScreenHandlers({
  db,
  dialect,
  clock,
  dataSources,
  push,
}: BigScreenDeps): HandlerMap {
  const adb = { db, dialect };
  const hotLists = new HotListService(db);
  const panels = new ScreenPanels(adb, clock, hotLists);
  const sets = new ScreenSetService(db, clock);
  const shares = new ScreenShareService(db, clock);
  const command = new CommandPanels(adb, clock, dataSources);
  const screens = new ScreenDataService(clock, panels, command, hotLists, sets);
  if (push) {
    const pulse = new ScreenPulse(push.bus, clock, push.onError);
    push.onCommit(pulse.onCommit);
  }
  return bigScreenRoutes({ db, panels, sets, shares, screens, clock });
}
