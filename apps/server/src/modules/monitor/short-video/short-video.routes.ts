import { shortVideoCalls } from '@guanlan/shared';
import { requireSession } from '../../auth/index.js';
import { handlersFor, mergeHandlers } from '../../../platform/http/call-context.js';
import type { HandlerMap } from '../../../platform/http/call-context.js';
import type { SetEngine } from '../engine.js';
import { setRoutes } from '../set.routes.js';
import type { VideoDetailService } from './video-detail.service.js';

/** 短视频监测: the engine of the short-video kind, plus the video details page. */
export function shortVideoRoutes(engine: SetEngine, details: VideoDetailService): HandlerMap {
  return mergeHandlers(
    setRoutes(engine, shortVideoCalls, {
      tree: 'findShortVideo',
      form: 'findShortVideoSet',
      saveGroup: 'saveShortVideoGroup',
      deleteGroup: 'deleteShortVideoGroup',
      moveGroup: 'moveShortVideoGroupPositionType',
      saveSet: 'saveShortVideoSet',
      renameSet: 'saveShortVideoSetName',
      checkName: 'verificationShortVideoSetName',
      deleteSet: 'deleteShortVideoSet',
      moveSet: 'moveShortVideoSetPositionType',
      articles: 'findShortVideoArticle',
      exportArticles: 'exportShortVideoArticle',
      carrierStatistics: 'findShortVideoCarrierDataStatistics',
    }),
    handlersFor(shortVideoCalls, {
      findShortVideoDetail: (input, ctx) =>
        details.detail(requireSession(ctx).session.orgId, input.articleId),
    }),
  );
}
