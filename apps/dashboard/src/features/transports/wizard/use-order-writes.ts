/**
 * The wizard's writes as the screen sees them: the buttons (each checks the values on screen and sends them to the
 * machine), and what the machine reports back (a write answered or failed, publishing refused, the order done): the
 * notices, the error card's server errors, the progress dialog's failure, the cache and the local copy.
 */
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  orderValuesFacts,
  orderValuesFingerprint,
  type OrderNotice,
  type OrderValuesFacts,
  type OrderWriteKind,
} from '@siirto/domain';
import type { components } from '@siirto/api-client/schema';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api';
import { applyServerErrors, errorAsText } from '../../../lib/form-errors';
import { transportKeys } from '../api/keys';
import type { OrderWizardActor } from '../machines/order-wizard';
import { transportQuery } from '../detail/api/get-transport';
import type { LocalOrderStore } from './local-copy';
import { ORDER_SERVER_FIELDS } from './order-form';
import type { OrderForm } from './wizard-fields';
import type { OrderPage } from './wizard-frame';

type Transport = components['schemas']['Transport'];

/** The machine's notices as the catalog's keys (wizard.notice.*). */
const NOTICE_KEYS = {
  created: 'created',
  updated: 'updated',
  createdAndPublished: 'createdPublished',
  updatedAndPublished: 'updatedPublished',
} as const satisfies Record<OrderNotice, string>;

export function useOrderWrites({
  form,
  wizard,
  store,
  userId,
  idRef,
  setLocalOnly,
  validate,
  goTo,
  failedWrite,
  failedError,
  onDone,
}: {
  form: OrderForm;
  wizard: OrderWizardActor;
  store: LocalOrderStore;
  userId: number;
  /** The order's id before the write answered. */
  idRef: RefObject<number>;
  setLocalOnly: (localOnly: boolean) => void;
  validate: (requireAll: boolean) => boolean;
  goTo: (page: OrderPage) => void;
  /** The machine's failed write and its error. */
  failedWrite: OrderWriteKind | null;
  failedError: unknown;
  /** The order is done: published or deleted (the id of the transport). */
  onDone: (outcome: 'published' | 'deleted', transportId: number) => void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  /** The write the last button started (the toast after calculating a price stays away, as before). */
  const lastWrite = useRef<OrderWriteKind>('draft');
  /** The fingerprint of the values that write sent: a change made meanwhile stays only on this device. */
  const sentFingerprint = useRef('');
  /** Bumped when a button is refused: the error card takes focus and scrolls into view (one announcement). */
  const [summaryFocus, setSummaryFocus] = useState(0);
  const focusSummary = () => setSummaryFocus((count) => count + 1);
  /** The facts of the values on screen (the machine reads the values themselves when a write starts). */
  const currentFacts = () => orderValuesFacts(form.getValues());

  const applyError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400) {
      const general = applyServerErrors(error, form.setError, ORDER_SERVER_FIELDS, i18n, {
        fallback: errorAsText(error),
        toast: { notify, title: t('wizard.errors.toastTitle'), text: t('wizard.errors.formErrors') },
        // the sections with errors are on the first page
        onPlaced: () => goTo(1),
      });
      setServerErrors(general ? [general] : []);
      return t('wizard.errors.formErrors');
    }
    if (error instanceof ApiError && error.status === 409) {
      setServerErrors([t('wizard.errors.conflict')]);
      return t('wizard.errors.conflict');
    }
    // no answer (fetch's TypeError): the write may or may not have reached the server; the same button retries it
    // with the same idempotency key, and the values stay on this device meanwhile
    const text =
      error instanceof ApiError
        ? (error.serverMessage ?? errorAsText(error))
        : error instanceof TypeError
          ? t('wizard.errors.network')
          : errorAsText(error);
    setServerErrors([text]);
    return text;
  };

  // ── what the machine reports: a write answered or failed, publishing refused, the order done ──
  const onSaved = (notice: OrderNotice, result: Transport) => {
    const before = idRef.current;
    // the server has the values: the copy on this device is no longer needed
    store.remove(userId, before);
    if (before === 0) store.remove(userId, 0);
    setLocalOnly(orderValuesFingerprint(form.getValues()) !== sentFingerprint.current);
    // the wizard goes on as this transport (the parent reads it from the cache when the id reaches the URL)
    queryClient.setQueryData(transportQuery(result.id).queryKey, result);
    void queryClient.invalidateQueries({ queryKey: transportKeys.all, refetchType: 'none' });
    if (lastWrite.current === 'price') return;
    notify({ tone: 'positive', title: t(`wizard.notice.${NOTICE_KEYS[notice]}`) });
    if (lastWrite.current === 'publish') store.remove(userId, result.id);
  };
  const onFailed = (kind: OrderWriteKind | 'delete', error: unknown) => {
    if (kind === 'delete') {
      setConfirmDelete(false);
      notify({
        tone: 'critical',
        title: t('wizard.errors.deleteTitle'),
        text: error instanceof ApiError ? (error.serverMessage ?? errorAsText(error)) : errorAsText(error),
      });
      return;
    }
    setFailure(applyError(error));
  };
  const onRefused = (reason: 'invalid' | 'priceNotCalculated') => {
    if (reason === 'priceNotCalculated') setServerErrors([t('wizard.errors.priceRequired')]);
    focusSummary();
  };
  const onFinished = async (outcome: 'published' | 'deleted', id: number) => {
    if (outcome === 'deleted') {
      store.remove(userId, id);
      store.remove(userId, 0);
      await queryClient.invalidateQueries({ queryKey: transportKeys.all });
      notify({ tone: 'positive', title: t('wizard.notice.deleted') });
      setConfirmDelete(false);
    }
    onDone(outcome, id);
  };
  const saved = useEffectEvent(onSaved);
  const failed = useEffectEvent(onFailed);
  const refused = useEffectEvent(onRefused);
  const finished = useEffectEvent(onFinished);
  useEffect(() => {
    const subscriptions = [
      wizard.on('order.saved', (event) => saved(event.notice, event.transport)),
      wizard.on('order.failed', (event) => failed(event.kind, event.error)),
      wizard.on('order.publishRefused', (event) => refused(event.reason)),
      wizard.subscribe((current) => {
        if (current.status === 'done') void finished(current.output.outcome, current.output.transportId ?? 0);
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [wizard]);

  // ── the buttons: each sends the values on screen ──
  const startWrite = (kind: OrderWriteKind, sent: OrderValuesFacts) => {
    lastWrite.current = kind;
    sentFingerprint.current = sent.fingerprint;
    setServerErrors([]);
    setFailure(null);
  };
  const onSaveDraft = () => {
    if (!validate(false)) {
      focusSummary();
      return;
    }
    const sent = currentFacts();
    startWrite('draft', sent);
    wizard.send({ type: 'order.saveDraft', ...sent });
  };
  const onCalculate = () => {
    if (!validate(true)) {
      focusSummary();
      return;
    }
    const sent = currentFacts();
    startWrite('price', sent);
    wizard.send({ type: 'price.calculate', ...sent });
  };
  const onPublish = () => {
    const valid = validate(true);
    const sent = currentFacts();
    if (valid) startWrite('publish', sent);
    wizard.send({ type: 'order.publish', ...sent, valid });
  };
  const onDelete = () => wizard.send({ type: 'order.delete' });
  const onNext = () => wizard.send({ type: 'wizard.next', ...currentFacts() });
  /**
   * A failed write runs again with the values it sent and the same Idempotency-Key (the machine moves to the next
   * key only after a success), so a write whose answer was lost is not written twice. A 400, 409 or 422 (the key
   * was used for other values) is not retried: the values or the version have to change first.
   */
  const retryable =
    failure !== null &&
    failedWrite !== null &&
    !(failedError instanceof ApiError && [400, 409, 422].includes(failedError.status));
  const onRetry = () => {
    setServerErrors([]);
    setFailure(null);
    wizard.send({ type: 'order.retry' });
  };
  const onDismissFailure = () => {
    setFailure(null);
    wizard.send({ type: 'order.dismissError' });
  };
  return {
    serverErrors,
    failure,
    retryable,
    confirmDelete,
    setConfirmDelete,
    summaryFocus,
    onSaveDraft,
    onCalculate,
    onPublish,
    onDelete,
    onNext,
    onRetry,
    onDismissFailure,
  };
}
