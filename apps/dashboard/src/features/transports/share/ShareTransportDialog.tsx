/**
 * The share-status-changes modal (spec 2 §2, §7, §8): the transport's addresses and the company's contacts with
 * checkboxes, more addresses typed in, POST share_transport with the chosen ones, and the public tracking link
 * with copy. Used by the transport detail and after publishing in the order wizard.
 */
import { useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useHref } from 'react-router-dom';
import { Button, Checkbox, CopyButton, Stack, Text, TextField, Notice, Spinner } from '@siirto/ui';
import {
  isShareEmail,
  normaliseEmail,
  SHARE_RECIPIENTS_MAX,
  shareRecipients,
  type ShareRecipient,
} from '@siirto/domain';
import { Modal } from '../../../components/dialog';
import { useNotify } from '../../../components/toaster';
import * as c from '../../../components/components.css';
import { paths } from '../../../config/paths';
import { useI18n, type I18n } from '../../../i18n/intl';
import { errorAsText, throttledMessage } from '../../../lib/form-errors';
import { useContacts } from '../../../lib/queries/get-contacts';
import { useShareToken } from './api/get-share-token';
import { useTransportContacts } from './api/get-transport-contacts';
import { useShareTransport } from './api/share-transport';

export interface ShareTransportDialogProps {
  transportId: number;
  open: boolean;
  onClose: () => void;
  /** After a successful share (default: the dialog closes through onClose). */
  onShared?: () => void;
}

/** Spec 2 §8: a share load or send failure is shown in red with the response data (a 429 with its own text). */
const failureText = (error: unknown, i18n: Pick<I18n, 't'>) => throttledMessage(error, i18n) ?? errorAsText(error);

/** The public tracking link of a transport: the web base URL + /shared/transport/{id}?token=… */
export function useTrackingLink(transportId: number, token: string | undefined): string | null {
  const href = useHref(paths.shared.transport.href(transportId, token ?? ''));
  return token ? new URL(href, window.location.origin).href : null;
}

/** The tracking link in a read-only field with its copy button. */
export function TrackingLinkField({ transportId, token }: { transportId: number; token: string }) {
  const { t } = useI18n();
  const link = useTrackingLink(transportId, token) ?? '';
  return (
    // the link holds the page's origin, which differs between test runs: screenshot tests mask it
    <Stack space="xsmall" data-testid="screenshot-mask">
      <TextField
        label={t('share.link')}
        value={link}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        suffix={
          <CopyButton
            value={link}
            label={t('share.copyLink')}
            copiedLabel={t('share.copied')}
            failedLabel={t('share.copyFailed')}
          />
        }
      />
    </Stack>
  );
}

function RecipientGroup({
  legend,
  recipients,
  isChecked,
  onToggle,
}: {
  legend: string;
  recipients: ShareRecipient[];
  isChecked: (recipient: ShareRecipient) => boolean;
  onToggle: (email: string, checked: boolean) => void;
}) {
  if (recipients.length === 0) return null;
  return (
    <fieldset className={c.fieldset}>
      <legend className={c.legend}>{legend}</legend>
      <Stack space="small">
        {recipients.map((recipient) => (
          <Checkbox
            key={recipient.email}
            name="emails"
            value={recipient.email}
            label={recipient.name ? `${recipient.name} (${recipient.email})` : recipient.email}
            checked={isChecked(recipient)}
            onCheckedChange={(checked) => onToggle(recipient.email, checked)}
          />
        ))}
      </Stack>
    </fieldset>
  );
}

function ShareTransportForm({ transportId, onClose, onShared }: Omit<ShareTransportDialogProps, 'open'>) {
  const i18n = useI18n();
  const { t } = i18n;
  const notify = useNotify();
  const transportContacts = useTransportContacts(transportId);
  const companyContacts = useContacts();
  const token = useShareToken(transportId);
  const share = useShareTransport(transportId);
  const [added, setAdded] = useState<string[]>([]);
  const [choices, setChoices] = useState<Record<string, boolean>>({});
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [chooseError, setChooseError] = useState<string | null>(null);

  const recipients = shareRecipients({
    transportEmails: transportContacts.data?.contact_emails_list ?? [],
    contacts: companyContacts.data ?? [],
    added,
  });
  const isChecked = (recipient: ShareRecipient) => choices[recipient.email] ?? recipient.checked;
  const chosen = recipients.filter(isChecked).map((recipient) => recipient.email);
  const toggle = (email: string, checked: boolean) => {
    setChoices((current) => ({ ...current, [email]: checked }));
    setChooseError(null);
  };

  const addTyped = () => {
    if (!isShareEmail(typed)) {
      setTypedError(t('validation.emailFormat'));
      return;
    }
    const email = normaliseEmail(typed);
    setAdded((current) => [...current, email]);
    // an address already listed is ticked instead of added twice
    setChoices((current) => ({ ...current, [email]: true }));
    setTyped('');
    setTypedError(null);
    setChooseError(null);
  };
  const onTypedKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addTyped();
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setChooseError(t('share.chooseRecipient'));
      return;
    }
    if (chosen.length > SHARE_RECIPIENTS_MAX) {
      setChooseError(t('share.tooManyRecipients', { max: SHARE_RECIPIENTS_MAX }));
      return;
    }
    share.mutate(chosen, {
      onSuccess: () => {
        notify({
          tone: 'positive',
          title: t('share.sharedTitle'),
          text: t('share.sharedText', { count: chosen.length }),
        });
        (onShared ?? onClose)();
      },
    });
  };

  const loading = transportContacts.isPending || companyContacts.isPending;
  const loadError = transportContacts.error ?? token.error;
  const transportGroup = recipients.filter((recipient) => recipient.source !== 'company');
  const companyGroup = recipients.filter((recipient) => recipient.source === 'company');

  return (
    <form onSubmit={submit} noValidate className={c.stack} aria-busy={loading || undefined}>
      <Text tone="muted">{t('share.intro')}</Text>
      {loadError ? (
        <Notice tone="critical" title={t('share.loadFailed')} live="assertive">
          {failureText(loadError, i18n)}
        </Notice>
      ) : null}
      {loading ? <Spinner label={t('common.loading')} /> : null}
      {!loading && recipients.length === 0 ? <Text tone="muted">{t('share.noContacts')}</Text> : null}
      <RecipientGroup
        legend={t('share.transportContacts')}
        recipients={transportGroup}
        isChecked={isChecked}
        onToggle={toggle}
      />
      <RecipientGroup
        legend={t('share.companyContacts')}
        recipients={companyGroup}
        isChecked={isChecked}
        onToggle={toggle}
      />
      <TextField
        label={t('share.addEmail')}
        type="email"
        autoComplete="email"
        value={typed}
        error={typedError ?? undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          setTypedError(null);
        }}
        onKeyDown={onTypedKeyDown}
        suffix={
          <Button tone="ghost" size="small" onClick={addTyped}>
            {t('share.add')}
          </Button>
        }
      />
      {chooseError ? (
        <Notice tone="critical" live="assertive">
          {chooseError}
        </Notice>
      ) : share.error ? (
        <Notice tone="critical" title={t('share.sendFailed')} live="assertive">
          {failureText(share.error, i18n)}
        </Notice>
      ) : null}
      {token.data ? <TrackingLinkField transportId={transportId} token={token.data.share_token} /> : null}
      <div className={c.dialogActions}>
        <Button tone="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
        <Button type="submit" loading={share.isPending} disabled={loading}>
          {t('share.submit')}
        </Button>
      </div>
    </form>
  );
}

/** `<ShareTransportDialog transportId={id} open={open} onClose={() => setOpen(false)} />` */
export function ShareTransportDialog({ transportId, open, onClose, onShared }: ShareTransportDialogProps) {
  const { t } = useI18n();
  return (
    <Modal open={open} title={t('share.title')} onClose={onClose}>
      {open ? <ShareTransportForm transportId={transportId} onClose={onClose} onShared={onShared} /> : null}
    </Modal>
  );
}

export default ShareTransportDialog;
