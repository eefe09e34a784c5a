import type { User } from '../../api/envelope';
import { readEnvelope, userOf } from '../../api/envelope';
import { multipartSerializer } from '../../api/client';
import { api } from '../../services/apiClient';

export type ProfileUpdate = { kind: 'saved'; user: User } | { kind: 'rejected'; message: string; fieldErrors: Record<string, string[]> };

/** GET /user/profile → `data.user`. */
export async function fetchProfile(): Promise<User> {
  const { data, response } = await api.GET('/user/profile');
  const user = response.ok ? userOf(data) : undefined;
  if (!user) throw new Error(`profile: HTTP ${response.status}`);
  return user;
}

function refusal(body: unknown): ProfileUpdate {
  const { message, errors } = readEnvelope(body);
  return { kind: 'rejected', message: message ?? '', fieldErrors: errors ?? {} };
}

/** PUT /user/profile with the new name. */
export async function saveName(name: string): Promise<ProfileUpdate> {
  const { data, error, response } = await api.PUT('/user/profile', { body: { name } });
  const user = response.ok ? userOf(data) : undefined;
  return user ? { kind: 'saved', user } : refusal(error);
}

/** POST /user/profile/thumbnail (multipart field `thumbnail`). */
export async function uploadThumbnail(file: File): Promise<ProfileUpdate> {
  const { data, error, response } = await api.POST('/user/profile/thumbnail', {
    body: { thumbnail: file as unknown as string },
    bodySerializer: multipartSerializer,
  });
  const user = response.ok ? userOf(data) : undefined;
  return user ? { kind: 'saved', user } : refusal(error);
}
