import { ABROAD_KIND } from '../../abroad/abroad.kind';
import { GROUP_KIND } from '../../group/group.kind';
import { MULTILINGUAL_KIND } from '../../multilingual/multilingual.kind';
import { SHORT_VIDEO_KIND } from '../../short-video/short-video.kind';
import { MonitorEditor } from './MonitorEditor';
import { MonitorWorkspace } from './MonitorWorkspace';

/**
 * The workspace and editor pages of the monitoring kinds: the one workspace and the one set
 * editor, each given its kind (the special topics have their own pages under features/special).
 */
export const KIND_PAGES = {
  abroadWorkspace: () => <MonitorWorkspace kind={ABROAD_KIND} />,
  abroadEditor: () => <MonitorEditor kind={ABROAD_KIND} />,
  multilingualWorkspace: () => <MonitorWorkspace kind={MULTILINGUAL_KIND} />,
  multilingualEditor: () => <MonitorEditor kind={MULTILINGUAL_KIND} />,
  shortVideoWorkspace: () => <MonitorWorkspace kind={SHORT_VIDEO_KIND} />,
  shortVideoEditor: () => <MonitorEditor kind={SHORT_VIDEO_KIND} />,
  groupWorkspace: () => <MonitorWorkspace kind={GROUP_KIND} />,
  groupEditor: () => <MonitorEditor kind={GROUP_KIND} />,
};
export type KindPage = keyof typeof KIND_PAGES;
