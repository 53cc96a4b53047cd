import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeRoot } from '@siirto/ui/theme';
import { changeUsernameSchema } from '@siirto/domain';
import '../i18n/all-catalogs';
import { createI18n, I18nProvider, useI18n } from '../i18n/intl';
import { DialogForm } from '../components/form-dialog';
import { TextField } from '../components/text-field';
import { ApiError } from './api';
import { useServerForm } from './server-form';

const i18n = createI18n('fi');

function UsernameForm({
  submit,
  onSuccess,
}: {
  submit: (values: { username: string }) => Promise<unknown>;
  onSuccess: () => void;
}) {
  const { t } = useI18n();
  const server = useServerForm({
    schema: changeUsernameSchema,
    defaultValues: { username: '', check_username: '' },
    submit,
    onSuccess,
    serverFields: ['username'],
  });
  const { form, fieldError } = server;
  return (
    <DialogForm server={server} submitLabel={t('common.save')} onCancel={() => undefined}>
      <TextField label="Uusi" error={fieldError('username')} {...form.register('username')} />
      <TextField label="Uudelleen" error={fieldError('check_username')} {...form.register('check_username')} />
    </DialogForm>
  );
}

async function renderForm(submit: (values: { username: string }) => Promise<unknown>) {
  const onSuccess = vi.fn();
  await render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider initialLanguage="fi">
        <ThemeRoot>
          <UsernameForm submit={submit} onSuccess={onSuccess} />
        </ThemeRoot>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return onSuccess;
}

async function fillAndSave(username: string) {
  await userEvent.fill(page.getByLabelText('Uusi'), username);
  await userEvent.fill(page.getByLabelText('Uudelleen'), username);
  await userEvent.click(page.getByRole('button', { name: i18n.t('common.save') }));
}

describe('useServerForm', () => {
  it('checks the values with the domain schema before anything is sent', async () => {
    const submit = vi.fn(() => Promise.resolve(null));
    await renderForm(submit);
    await userEvent.click(page.getByRole('button', { name: i18n.t('common.save') }));
    await expect.element(page.getByText(i18n.t('validation.formErrors'))).toBeVisible();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the validated values and runs onSuccess after the save', async () => {
    const submit = vi.fn((_values: { username: string }) => Promise.resolve(null));
    const onSuccess = await renderForm(submit);
    await fillAndSave('uusi@example.com');
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toEqual({ username: 'uusi@example.com', check_username: 'uusi@example.com' });
  });

  it('puts a server field error beside its field and keeps what was typed', async () => {
    const onSuccess = await renderForm(() =>
      Promise.reject(ApiError.from(400, { username: ['Käyttäjätunnus on jo käytössä'] })),
    );
    await fillAndSave('varattu@example.com');
    await expect.element(page.getByText('Käyttäjätunnus on jo käytössä')).toBeVisible();
    await expect.element(page.getByLabelText('Uusi')).toHaveValue('varattu@example.com');
    await expect.element(page.getByRole('button', { name: i18n.t('common.save') })).toBeEnabled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows the wait of a throttled save (429) as the general message', async () => {
    await renderForm(() =>
      Promise.reject(ApiError.from(429, { detail: 'Request was throttled.' }, new Headers({ 'Retry-After': '30' }))),
    );
    await fillAndSave('kiire@example.com');
    await expect.element(page.getByText(i18n.t('errors.throttled', { seconds: 30 }))).toBeVisible();
    await expect.element(page.getByText('Request was throttled.')).not.toBeInTheDocument();
  });
});
