import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { Avatar, Button, FileUpload, Inline, Link } from '@siirto/ui';
import { changeUsernameSchema, IMAGE_MAX_BYTES, languageSchema, profileSchema } from '@siirto/domain';
import { paths } from '../../../config/paths';
import { SelectField } from '../../../components/choice-fields';
import { TextField } from '../../../components/fields';
import { Modal } from '../../../components/dialog';
import { FormMessages } from '../../../components/form';
import { Card, Columns, DescriptionList } from '../../../components/layout';
import { useNotify } from '../../../components/toaster';
import * as c from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import { isLanguage, storeLanguage } from '../../../i18n/language';
import { applyServerErrors, saveErrorMessage } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { meQueryKey, useCurrentUser } from '../../../lib/session';
import { updateProfile, updateUser } from '../api/account-api';
import { ChangePasswordForm } from './ChangePasswordForm';

function ProfileForm() {
  const i18n = useI18n();
  const { t, fieldError } = i18n;
  const user = useCurrentUser();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [general, setGeneral] = useState<string>();
  const form = useForm({
    resolver: formResolver(profileSchema),
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      username: user.username,
      phone: user.phone ?? '',
      profile_picture: null,
    },
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setGeneral(undefined);
    const picture = values.profile_picture;
    try {
      await updateProfile(user.id, {
        first_name: values.first_name,
        last_name: values.last_name,
        phone: values.phone,
        ...(picture instanceof File ? { profile_picture: picture } : {}),
      });
      notify({ tone: 'positive', title: t('account.profile.saved') });
      // a new picture reloads the page (spec 1 §4)
      if (picture instanceof File) window.location.reload();
      else await queryClient.invalidateQueries({ queryKey: meQueryKey });
    } catch (error) {
      setGeneral(
        applyServerErrors(
          error,
          form.setError,
          ['first_name', 'last_name', 'phone', 'profile_picture'],
          i18n,
          saveErrorMessage(error, i18n),
        ),
      );
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className={c.stack}>
      <FormMessages errors={errors} submitCount={submitCount} general={general} />
      <TextField
        label={t('auth.fields.firstName')}
        error={fieldError(errors.first_name?.message)}
        {...form.register('first_name')}
      />
      <TextField
        label={t('auth.fields.lastName')}
        error={fieldError(errors.last_name?.message)}
        {...form.register('last_name')}
      />
      <TextField
        label={t('auth.fields.phone')}
        type="tel"
        description={t('account.profile.phoneHint')}
        error={fieldError(errors.phone?.message)}
        {...form.register('phone')}
      />
      <FileUpload
        label={t('account.profile.picture')}
        accept={['image/png', 'image/jpeg']}
        maxSize={IMAGE_MAX_BYTES - 1}
        description={t('account.profile.pictureHint')}
        error={fieldError(errors.profile_picture?.message)}
        messages={{ invalidType: fieldError('fileType') ?? '', tooLarge: fieldError('fileTooLarge') ?? '' }}
        dropzoneText={t('account.profile.pictureDrop')}
        triggerLabel={t('account.profile.pictureChoose')}
        deleteLabel={(file) => t('account.profile.pictureRemove', { name: file.name })}
        onFilesChange={(files) => {
          form.setValue('profile_picture', files[0] ?? null, { shouldDirty: true });
          form.clearErrors('profile_picture');
        }}
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {t('account.profile.save')}
        </Button>
      </div>
    </form>
  );
}

function LanguageForm() {
  const i18n = useI18n();
  const { t, fieldError } = i18n;
  const user = useCurrentUser();
  const [general, setGeneral] = useState<string>();
  const form = useForm({ resolver: formResolver(languageSchema), defaultValues: { language: user.language } });
  const { errors, submitCount, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ language }) => {
    setGeneral(undefined);
    if (!isLanguage(language)) return;
    try {
      await updateUser(user.id, { language });
      storeLanguage(language);
      // a language change reloads the page (spec 1 §4)
      window.location.reload();
    } catch (error) {
      setGeneral(saveErrorMessage(error, i18n));
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className={c.stack}>
      <FormMessages errors={errors} submitCount={submitCount} general={general} />
      <SelectField
        label={t('account.language.label')}
        options={[
          { value: 'fi', label: t('account.language.fi') },
          { value: 'en', label: t('account.language.en') },
        ]}
        error={fieldError(errors.language?.message)}
        control={form.control}
        name="language"
      />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {t('account.language.save')}
        </Button>
      </div>
    </form>
  );
}

function ChangeUsernameModal({ onClose }: { onClose: () => void }) {
  const i18n = useI18n();
  const { t, fieldError } = i18n;
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [general, setGeneral] = useState<string>();
  const form = useForm({
    resolver: formResolver(changeUsernameSchema),
    defaultValues: { username: '', check_username: '' },
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ username }) => {
    setGeneral(undefined);
    try {
      await updateUser(user.id, { username });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      notify({ tone: 'positive', title: t('account.username.saved') });
      onClose();
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, ['username'], i18n, saveErrorMessage(error, i18n)));
    }
  });
  return (
    <Modal open title={t('account.username.title')} onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className={c.stack}>
        <FormMessages errors={errors} submitCount={submitCount} general={general} />
        <TextField
          label={t('account.username.new')}
          type="email"
          error={fieldError(errors.username?.message)}
          {...form.register('username')}
        />
        <TextField
          label={t('account.username.again')}
          type="email"
          error={fieldError(errors.check_username?.message)}
          {...form.register('check_username')}
        />
        <div className={c.dialogActions}>
          <Button tone="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export function UserAccountTab() {
  const { t } = useI18n();
  const user = useCurrentUser();
  const [modal, setModal] = useState<'password' | 'username' | null>(null);
  return (
    <Columns>
      <Card title={t('account.profile.title')}>
        <Avatar name={user.full_name} src={user.profile_picture} size="large" />
        <DescriptionList
          items={[
            { term: t('account.profile.name'), value: user.full_name },
            { term: t('account.profile.username'), value: user.username },
            { term: t('auth.fields.phone'), value: user.phone ?? '', nowrap: true },
          ]}
        />
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
      <Card title={t('account.profile.edit')}>
        <ProfileForm />
      </Card>
      <Card title={t('account.language.title')}>
        <LanguageForm />
      </Card>
      {modal === 'password' ? (
        <Modal open title={t('account.password.title')} onClose={() => setModal(null)}>
          <ChangePasswordForm onCancel={() => setModal(null)} />
        </Modal>
      ) : null}
      {modal === 'username' ? <ChangeUsernameModal onClose={() => setModal(null)} /> : null}
    </Columns>
  );
}
