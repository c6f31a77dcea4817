import { useSearchParams } from 'react-router';
import { EVENT_ID_PARAM, parseEventId } from '../event';

/** The event of the analysis views, from `?eventId=`. */
export function useEventId(): number | undefined {
  const [params] = useSearchParams();
  return parseEventId(params.get(EVENT_ID_PARAM));
}
