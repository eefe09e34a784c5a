import { readProfileUpdate, readUserAnswer, type ProfileUpdate, type User } from '../../api/auth';
import { multipartSerializer } from '../../api/client';
import { api } from '../../services/apiClient';

export type { ProfileUpdate };

/** GET /user/profile → `data.user`. */
export async function fetchProfile(): Promise<User> {
  const { data, error, response } = await api.GET('/user/profile');
  return readUserAnswer(response.status, data ?? error);
}

/** PUT /user/profile with the new name. */
export async function saveName(name: string): Promise<ProfileUpdate> {
  const { data, error, response } = await api.PUT('/user/profile', { body: { name } });
  return readProfileUpdate(response.status, data ?? error);
}

/** POST /user/profile/thumbnail (multipart field `thumbnail`). */
export async function uploadThumbnail(file: File): Promise<ProfileUpdate> {
  const { data, error, response } = await api.POST('/user/profile/thumbnail', {
    body: { thumbnail: file as unknown as string },
    bodySerializer: multipartSerializer,
  });
  return readProfileUpdate(response.status, data ?? error);
}
