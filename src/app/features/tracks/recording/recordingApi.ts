import {
  readFifthAttempts,
  readRecitations,
  readSecondTrack,
  readSubmitAnswer,
  type FifthTrackAnswer,
  type SecondTrackAnswer,
} from '../../../api/recording';
import { api } from '../../../services/apiClient';

/** The recitations and the contestant's set, side by side; no competition when the recitations answer 404. */
export async function fetchSecondTrack(): Promise<SecondTrackAnswer> {
  const [recitationsAnswer, trackAnswer] = await Promise.all([api.GET('/competition/second-paths/recitations'), api.GET('/competition/second-paths')]);
  const recitations = readRecitations(recitationsAnswer.response.status, recitationsAnswer.data ?? recitationsAnswer.error);
  if (recitations === null) return { kind: 'noCompetition' };
  return { kind: 'track', recitations, track: readSecondTrack(trackAnswer.response.status, trackAnswer.data ?? trackAnswer.error) };
}

export async function submitSecondTrack() {
  const { data, error, response } = await api.POST('/competition/second-paths/submit');
  return readSubmitAnswer(response.status, data ?? error);
}

export async function fetchFifthAttempts(): Promise<FifthTrackAnswer> {
  const { data, error, response } = await api.GET('/competition/fifth-paths');
  return readFifthAttempts(response.status, data ?? error);
}
