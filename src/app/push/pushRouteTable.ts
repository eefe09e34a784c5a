import {
  FIFTH_TRACK_PUSH_STATUSES,
  PRIZE_REQUEST_PUSH_STATUSES,
  PUSH_STATUSES,
  pushRoute,
  SECOND_TRACK_PUSH_STATUSES,
  type PushData,
} from '../../machines';
import { pathTo } from '../routes/routes';
import type { PushRouteTable } from '../../sw/pushRoutes';

/** Each push data key, in the order pushRoute lets them win, with the statuses it reads. */
const KEYS: Array<[keyof PushData, readonly string[]]> = [
  ['third_path_status', PUSH_STATUSES],
  ['fourth_path_status', PUSH_STATUSES],
  ['second_path_status', SECOND_TRACK_PUSH_STATUSES],
  ['fifth_path_status', FIFTH_TRACK_PUSH_STATUSES],
  ['prize_request_status', PRIZE_REQUEST_PUSH_STATUSES],
];

/** The push routing as a table of paths, for the service worker (written into it at build time). */
export function pushRouteTable(): PushRouteTable {
  return {
    keys: KEYS.map(([key, statuses]) => [
      key,
      Object.fromEntries(
        statuses.flatMap((status) => {
          const to = pushRoute({ [key]: status });
          return to ? [[status, pathTo(to)]] : [];
        }),
      ),
    ]),
    fallback: pathTo({ route: 'notifications' }),
  };
}
