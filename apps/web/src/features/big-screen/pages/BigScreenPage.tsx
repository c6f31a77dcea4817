import { useLocation, useSearchParams } from 'react-router';
import { BigScreenView } from '../BigScreenView';
import { SCREEN_CODES } from '../screen-types';
import type { ScreenCode } from '../screen-types';

const idParam = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/**
 * /publicOpinion, /emergencyCommandCenter, /visualScreen, /hotList: the screen named by the
 * path; /visualScreen?specialId= or ?eventId= binds it for this view.
 */
export function BigScreenPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const code: ScreenCode =
    SCREEN_CODES.find((c) => pathname.startsWith(`/${c}`)) ?? 'publicOpinion';
  return (
    <BigScreenView
      code={code}
      binding={{
        specialId: idParam(params.get('specialId')),
        eventId: idParam(params.get('eventId')),
      }}
    />
  );
}

export default BigScreenPage;
