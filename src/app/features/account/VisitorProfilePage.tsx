import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useResource } from '../../../api/useResource';
import { profileFormMachine } from '../../../machines';
import { Button } from '../../../design-system/components/Button/Button';
import { FileField } from '../../../design-system/components/FileField/FileField';
import { ResourceView } from '../../../design-system/components/ResourceView/ResourceView';
import { TextField } from '../../../design-system/components/TextField/TextField';
import { notify } from '../../../design-system/components/Toast/notify';
import type { User } from '../../api/auth';
import { activeI18n } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/useAppTranslation';
import { useResourceLabels } from '../../i18n/useResourceLabels';
import { SessionActor } from '../../session/sessionActor';
import { fieldMessage } from '../../forms/fieldMessages';
import * as formStyles from '../../forms/form.css';
import { useFormActor, type SubmitFormActor } from '../../forms/useFormActor';
import { fetchProfile, saveName, uploadThumbnail, type ProfileUpdate } from './profile';
import { ProfileCard } from './ProfileCard';
import * as styles from './account.css';
import { Form } from '../../../design-system/components/Form/Form';

export type ProfileActions = {
  saveName: (name: string) => Promise<ProfileUpdate>;
  uploadThumbnail: (file: File) => Promise<ProfileUpdate>;
  /** After a change: the header's name and avatar follow. */
  onSaved: (user: User) => void;
};

export type ProfileFormActor = SubmitFormActor<'profile'>;

/** The name form's machine with the page's effects: the save, the header's refresh, the toasts. */
export function profileFormWith(actions: Pick<ProfileActions, 'saveName' | 'onSaved'>) {
  return profileFormMachine.provide({
    actors: {
      submitForm: fromPromise(async ({ input }) => {
        const result = await actions.saveName(input.name);
        if (result.kind === 'rejected') return result;
        actions.onSaved(result.user);
        return { kind: 'sent' as const };
      }),
    },
    actions: {
      notifySent: () => void notify.success(activeI18n().t('account:profile.saved')),
      notifyFailure: (_, { message }) => void notify.error(message || activeI18n().t('errors:submitFailed')),
    },
  });
}

/**
 * View and update: the name (6 to 64 characters, on its form machine) and the picture (JPEG, PNG or
 * WebP up to 2 MB; a file, not a text value, so a plain upload beside the form).
 */
export function VisitorProfileView({ user, nameForm, actions }: { user: User; nameForm: ProfileFormActor; actions: ProfileActions }) {
  const { t } = useAppTranslation();
  const name = useFormActor(nameForm);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [thumbnailErrors, setThumbnailErrors] = useState<readonly string[]>([]);

  const settleUpload = (result: ProfileUpdate) => {
    if (result.kind === 'saved') {
      setThumbnailErrors([]);
      void notify.success(t('account:profile.uploaded'));
      actions.onSaved(result.user);
    } else {
      setThumbnailErrors(result.fieldErrors['thumbnail'] ?? []);
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
        <Form
          className={formStyles.form}
          onSubmit={name.submit}
        >
          <TextField
            label={t('account:profile.name')}
            value={name.context.values.name}
            onChange={name.change('name')}
            errorMessage={fieldMessage(t, 'name', name.context.errors, name.context.serverErrors)}
            autoComplete="name"
            isRequired
          />
          <div className={formStyles.actions}>
            <Button type="submit" isPending={name.state === 'sending'} pendingLabel={t('forms:sending')}>
              {t('account:profile.save')}
            </Button>
          </div>
        </Form>
        <Form
          className={formStyles.form}
          onSubmit={() => {
            if (!file) return;
            setUploading(true);
            actions
              .uploadThumbnail(file)
              .then(settleUpload)
              .catch(() => void notify.error(t('errors:submitFailed')))
              .finally(() => setUploading(false));
          }}
        >
          <FileField
            label={t('account:profile.thumbnail')}
            buttonLabel={t('account:profile.chooseFile')}
            noFileLabel={t('account:profile.noFile')}
            fileName={file?.name ?? null}
            onSelect={setFile}
            acceptedFileTypes={['image/jpeg', 'image/png', 'image/webp']}
            description={t('account:profile.thumbnailHint')}
            errorMessage={thumbnailErrors[0]}
          />
          <div className={formStyles.actions}>
            <Button type="submit" variant="secondary" isDisabled={!file} isPending={uploading} pendingLabel={t('forms:sending')}>
              {t('account:profile.upload')}
            </Button>
          </div>
        </Form>
      </div>
    </section>
  );
}

/** /profile/visitor: loads the profile, then view and update. */
export default function VisitorProfilePage() {
  const { t } = useAppTranslation();
  const session = SessionActor.useActorRef();
  const [load, retry, showUser] = useResource(fetchProfile);
  const labels = useResourceLabels({ failed: t('account:profile.loadFailed') });
  if (load.status !== 'loaded') {
    return (
      <div className={styles.page}>
        <ResourceView status={load.status} onRetry={retry} labels={labels} />
      </div>
    );
  }
  return (
    <LoadedVisitorProfile
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

/** The loaded profile with its name form, which starts with the name as loaded. */
function LoadedVisitorProfile({ user, actions }: { user: User; actions: ProfileActions }) {
  // useActorRef keeps its first machine; the page's actions are the same functions at every render.
  const [machine] = useState(() => profileFormWith(actions));
  const nameForm = useActorRef(machine, { input: { values: { name: user.name } } });
  return <VisitorProfileView user={user} nameForm={nameForm} actions={actions} />;
}
