import { readDeletionRequest, readProfileUpdate, readUserAnswer, type ProfileUpdate, type User } from '../../api/auth';
import type { DeletionStepOutcome } from '../../../machines';
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

/** POST /user/deletion-request: the contestant asks for their account to be deleted (an administrator carries it out). */
export async function requestAccountDeletion(): Promise<DeletionStepOutcome> {
  const { data, error, response } = await api.POST('/user/deletion-request');
  return readDeletionRequest(response.status, data ?? error);
}
