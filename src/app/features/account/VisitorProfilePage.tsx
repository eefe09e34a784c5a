import { useId, useState } from 'react';
import { useResource } from '../../data/useResource';
import { validate, type FieldError } from '../../../machines';
import { Avatar } from '../../../design-system/components/Avatar/Avatar';
import { Button } from '../../../design-system/components/Button/Button';
import { ErrorState } from '../../../design-system/components/ErrorState/ErrorState';
import { Spinner } from '../../../design-system/components/Spinner/Spinner';
import { TextField } from '../../../design-system/components/TextField/TextField';
import { notify } from '../../../design-system/components/Toast/notify';
import type { User } from '../../api/envelope';
import { useAppTranslation } from '../../i18n/useAppTranslation';
import { SessionActor } from '../../session/SessionProvider';
import { fieldMessage } from '../../forms/fieldMessages';
import * as formStyles from '../../forms/form.css';
import { fetchProfile, saveName, uploadThumbnail, type ProfileUpdate } from './profile';
import * as styles from './account.css';

export type ProfileActions = {
  saveName: (name: string) => Promise<ProfileUpdate>;
  uploadThumbnail: (file: File) => Promise<ProfileUpdate>;
  /** After a change: the header's name and avatar follow. */
  onSaved: (user: User) => void;
};

/** The signed-in user's card: picture, name, email, account type. */
export function ProfileCard({ user }: { user: Pick<User, 'name' | 'email' | 'thumbnail' | 'gender' | 'type'> }) {
  const { t } = useAppTranslation();
  return (
    <div className={styles.identity}>
      <Avatar src={user.thumbnail} gender={user.gender === 'female' ? 'female' : 'male'} alt={user.name} size="lg" />
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('account:profile.name')}</dt>
        <dd className={styles.factValue}>{user.name}</dd>
        <dt className={styles.factName}>{t('account:profile.email')}</dt>
        <dd className={styles.factValue} dir="ltr">
          {user.email}
        </dd>
        <dt className={styles.factName}>{t('account:profile.type')}</dt>
        <dd className={styles.factValue}>{t(`account:profile.types.${user.type}`)}</dd>
      </dl>
    </div>
  );
}

/** View and update: the name (6 to 64 characters) and the picture (JPEG, PNG or WebP up to 2 MB). */
export function VisitorProfileView({ user, actions }: { user: User; actions: ProfileActions }) {
  const { t } = useAppTranslation();
  const fileId = useId();
  const [name, setName] = useState(user.name);
  const [nameError, setNameError] = useState<FieldError | undefined>();
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [savingName, setSavingName] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);

  const settle = (result: ProfileUpdate, success: string) => {
    if (result.kind === 'saved') {
      setServerErrors({});
      void notify.success(success);
      actions.onSaved(result.user);
    } else {
      setServerErrors(result.fieldErrors);
      void notify.error(result.message || t('errors:submitFailed'));
    }
  };

  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <h1 id="profile-title" className={styles.title}>
        {t('account:profile.title')}
      </h1>
      <div className={styles.card}>
        <ProfileCard user={user} />
        <form
          className={formStyles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const error = validate('profile', { name }).name ?? (name.trim() === '' ? ({ code: 'required' } as const) : undefined);
            setNameError(error);
            if (error) return;
            setSavingName(true);
            actions
              .saveName(name)
              .then((result) => settle(result, t('account:profile.saved')))
              .catch(() => void notify.error(t('errors:submitFailed')))
              .finally(() => setSavingName(false));
          }}
        >
          <TextField
            label={t('account:profile.name')}
            value={name}
            onChange={(value) => {
              setName(value);
              setNameError(undefined);
            }}
            errorMessage={fieldMessage(t, 'name', { name: nameError }, serverErrors)}
            autoComplete="name"
            isRequired
          />
          <div className={formStyles.actions}>
            <Button type="submit" isPending={savingName} pendingLabel={t('forms:sending')}>
              {t('account:profile.save')}
            </Button>
          </div>
        </form>
        <form
          className={formStyles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (!file) return;
            setUploading(true);
            actions
              .uploadThumbnail(file)
              .then((result) => settle(result, t('account:profile.uploaded')))
              .catch(() => void notify.error(t('errors:submitFailed')))
              .finally(() => setUploading(false));
          }}
        >
          <div className={formStyles.form}>
            <label htmlFor={fileId} className={styles.fileLabel}>
              {t('account:profile.thumbnail')}
            </label>
            <input
              id={fileId}
              className={styles.fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={`${fileId}-hint`}
              onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
            />
            <p id={`${fileId}-hint`} className={styles.hint}>
              {t('account:profile.thumbnailHint')}
            </p>
            {serverErrors['thumbnail']?.[0] ? (
              <p className={styles.fieldError} role="alert">
                {serverErrors['thumbnail'][0]}
              </p>
            ) : null}
          </div>
          <div className={formStyles.actions}>
            <Button type="submit" variant="secondary" isDisabled={!file} isPending={uploading} pendingLabel={t('forms:sending')}>
              {t('account:profile.upload')}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}

/** /profile/visitor: loads the profile, then view and update. */
export default function VisitorProfilePage() {
  const { t } = useAppTranslation();
  const session = SessionActor.useActorRef();
  const [load, retry, showUser] = useResource(fetchProfile);
  if (load.status === 'loading') {
    return (
      <div className={styles.page}>
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (load.status === 'failed') {
    return (
      <div className={styles.page}>
        <ErrorState title={t('account:profile.loadFailed')} retryLabel={t('retry')} onRetry={retry} />
      </div>
    );
  }
  return (
    <VisitorProfileView
      user={load.data}
      actions={{
        saveName,
        uploadThumbnail,
        onSaved: (user) => {
          showUser(user);
          // The header's name and avatar come from the session: refresh it.
          session.send({ type: 'profile.refresh' });
        },
      }}
    />
  );
}
