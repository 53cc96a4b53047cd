import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Avatar, Button, FileUpload, Inline, Link, Notice, RadioGroup, Card, DescriptionList } from '@siirto/ui';
import { changeUsernameSchema, IMAGE_MAX_BYTES, languageSchema, profileSchema } from '@siirto/domain';
import { paths } from '../../../config/paths';
import { SelectField } from '../../../components/choice-fields';
import { TextField } from '../../../components/text-field';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import { PersonNameFields } from '../../../components/form-fields';
import { FormMessages } from '../../../components/form';
import { useNotify } from '../../../components/toaster';
import * as c from '../../../components/components.css';
import * as styles from './account.css';
import { useI18n } from '../../../i18n/intl';
import { isLanguage, storeLanguage } from '../../../i18n/language';
import { saveErrorMessage } from '../../../lib/form-errors';
import { useServerForm } from '../../../lib/server-form';
import { useCurrentUser } from '../../../lib/session';
import { isThemeChoice, useTheme } from '../../../lib/theme';
import { accountKeys } from '../api/keys';
import { updateProfile } from '../api/update-profile';
import { updateUser } from '../api/update-user';
import { ChangePasswordForm } from './ChangePasswordForm';

function ProfileForm() {
  const i18n = useI18n();
  const { t } = i18n;
  const user = useCurrentUser();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const server = useServerForm({
    schema: profileSchema,
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      username: user.username,
      phone: user.phone ?? '',
      profile_picture: null,
    },
    submit: (values) => {
      const picture = values.profile_picture;
      return updateProfile(user.id, {
        first_name: values.first_name,
        last_name: values.last_name,
        phone: values.phone,
        ...(picture instanceof File ? { profile_picture: picture } : {}),
      });
    },
    onSuccess: async (_result, values) => {
      notify({ tone: 'positive', title: t('account.profile.saved') });
      // a new picture reloads the page (spec 1 §4)
      if (values.profile_picture instanceof File) window.location.reload();
      else await queryClient.invalidateQueries({ queryKey: accountKeys.me });
    },
    serverFields: ['first_name', 'last_name', 'phone', 'profile_picture'],
  });
  const { form, fieldError } = server;
  const { errors, submitCount } = form.formState;
  return (
    <form onSubmit={(event) => void server.onSubmit(event)} noValidate className={c.stack}>
      <FormMessages errors={errors} submitCount={submitCount} general={server.general} />
      <PersonNameFields
        register={form.register}
        errors={{ first_name: fieldError('first_name'), last_name: fieldError('last_name') }}
      />
      <TextField
        label={t('auth.fields.phone')}
        type="tel"
        description={t('account.profile.phoneHint')}
        error={fieldError('phone')}
        {...form.register('phone')}
      />
      <FileUpload
        label={t('account.profile.picture')}
        accept={['image/png', 'image/jpeg']}
        maxSize={IMAGE_MAX_BYTES - 1}
        description={t('account.profile.pictureHint')}
        error={fieldError('profile_picture')}
        messages={{ invalidType: i18n.fieldError('fileType') ?? '', tooLarge: i18n.fieldError('fileTooLarge') ?? '' }}
        dropzoneText={t('account.profile.pictureDrop')}
        triggerLabel={t('account.profile.pictureChoose')}
        formatSize={i18n.intl.formatKilobytes}
        deleteLabel={(file) => t('account.profile.pictureRemove', { name: file.name })}
        onFilesChange={(files) => {
          form.setValue('profile_picture', files[0] ?? null, { shouldDirty: true });
          form.clearErrors('profile_picture');
        }}
      />
      <div>
        <Button type="submit" disabled={server.pending}>
          {t('account.profile.save')}
        </Button>
      </div>
    </form>
  );
}

function LanguageForm() {
  const { t } = useI18n();
  const user = useCurrentUser();
  const server = useServerForm({
    schema: languageSchema,
    defaultValues: { language: user.language },
    submit: async ({ language }) => {
      if (!isLanguage(language)) return;
      await updateUser(user.id, { language });
      storeLanguage(language);
      // a language change reloads the page (spec 1 §4)
      window.location.reload();
    },
    serverError: (error, _setError, i18n) => saveErrorMessage(error, i18n),
  });
  const { form, fieldError } = server;
  const { errors, submitCount } = form.formState;
  return (
    <form onSubmit={(event) => void server.onSubmit(event)} noValidate className={c.stack}>
      <FormMessages errors={errors} submitCount={submitCount} general={server.general} />
      <SelectField
        label={t('account.language.label')}
        options={[
          { value: 'fi', label: t('account.language.fi') },
          { value: 'en', label: t('account.language.en') },
        ]}
        error={fieldError('language')}
        control={form.control}
        name="language"
      />
      <div>
        <Button type="submit" disabled={server.pending}>
          {t('account.language.save')}
        </Button>
      </div>
    </form>
  );
}

function ChangeUsernameForm({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const user = useCurrentUser();
  const notify = useNotify();
  const server = useServerForm({
    schema: changeUsernameSchema,
    defaultValues: { username: '', check_username: '' },
    submit: ({ username }) => updateUser(user.id, { username }),
    invalidates: [accountKeys.me],
    onSuccess: () => {
      notify({ tone: 'positive', title: t('account.username.saved') });
      onClose();
    },
    serverFields: ['username'],
  });
  const { form, fieldError } = server;
  return (
    <DialogForm server={server} submitLabel={t('common.save')} onCancel={onClose}>
      <TextField
        label={t('account.username.new')}
        type="email"
        error={fieldError('username')}
        {...form.register('username')}
      />
      <TextField
        label={t('account.username.again')}
        type="email"
        error={fieldError('check_username')}
        {...form.register('check_username')}
      />
    </DialogForm>
  );
}

export function UserAccountTab() {
  const { t } = useI18n();
  const user = useCurrentUser();
  const [modal, setModal] = useState<'password' | 'username' | null>(null);
  return (
    <div className={styles.cards}>
      <Card title={t('account.profile.title')} region={false} space="medium">
        <Avatar name={user.full_name} src={user.profile_picture} size="large" />
        <DescriptionList
          items={[
            { term: t('account.profile.name'), description: user.full_name },
            { term: t('account.profile.username'), description: user.username },
            { term: t('auth.fields.phone'), description: user.phone ?? '', nowrap: true },
          ]}
        />
        {user.pending_email ? (
          <Notice tone="info" title={t('account.username.pending', { email: user.pending_email })} />
        ) : null}
        <Inline space="small" alignY="center">
          <Button tone="secondary" onClick={() => setModal('username')}>
            {t('account.username.title')}
          </Button>
          <Button tone="secondary" onClick={() => setModal('password')}>
            {t('account.password.title')}
          </Button>
          <Link asChild>
            <RouterLink to={paths.dashboard.myaccountPassword.href()}>{t('account.password.page')}</RouterLink>
          </Link>
        </Inline>
      </Card>
      <Card title={t('account.profile.edit')} region={false}>
        <ProfileForm />
      </Card>
      <Card title={t('account.language.title')} region={false}>
        <LanguageForm />
      </Card>
      <Card title={t('account.theme.title')} region={false}>
        <ThemeChoiceField />
      </Card>
      {modal === 'password' ? (
        <FormDialog open title={t('account.password.title')} onClose={() => setModal(null)}>
          <ChangePasswordForm onCancel={() => setModal(null)} />
        </FormDialog>
      ) : null}
      {modal === 'username' ? (
        <FormDialog open title={t('account.username.title')} onClose={() => setModal(null)}>
          <ChangeUsernameForm onClose={() => setModal(null)} />
        </FormDialog>
      ) : null}
    </div>
  );
}

/** Light, dark or the system's: applied at once and kept in this browser (lib/theme.tsx). */
function ThemeChoiceField() {
  const { t } = useI18n();
  const { choice, setChoice } = useTheme();
  return (
    <RadioGroup
      label={t('account.theme.label')}
      description={t('account.theme.hint')}
      name="theme"
      orientation="vertical"
      value={choice}
      onValueChange={(value) => {
        if (isThemeChoice(value)) setChoice(value);
      }}
      options={[
        { value: 'light', label: t('account.theme.light') },
        { value: 'dark', label: t('account.theme.dark') },
        { value: 'system', label: t('account.theme.system') },
      ]}
    />
  );
}
