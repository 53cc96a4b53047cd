/**
 * The order form: react-hook-form holds the values and their errors, the domain's machine (`createOrderWizard`) the
 * page and the writes. Its concerns live beside it: the local copy (`use-local-copy`), the order rules
 * (`use-order-checks`), the business location (`use-business-location`), the writes and what they report
 * (`use-order-writes`), the buttons (`OrderActions`), the dialogs (`OrderDialogs`) and the pages (`pages/`).
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useActorRef, useSelector } from '@xstate/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, FormErrorSummary, Notice, Spinner, Stack, Tabs, Text } from '@siirto/ui';
import {
  abroadChange,
  isPublishedState,
  isOrderPriced,
  needsReturnLeg,
  orderProgressPhase,
  orderValuesFacts,
  orderWizardPage,
  PRICE_TYPE_FIXED_SPECIAL,
  roundKm,
  travelTimeWithMargin,
  type LngLat,
} from '@siirto/domain';
import type { components } from '@siirto/api-client/schema';
import { useI18n } from '../../../i18n/intl';
import { useContacts } from '../../../lib/queries/get-contacts';
import { createOrderWizard, type OrderWizardActor, type OrderWriteExtras } from '../machines/order-wizard';
import { transportQuery } from '../detail/api/get-transport';
import { everyBusinessLocationQuery } from '../../../lib/queries/get-every-business-location';
import { companyPricingQuery } from './api/get-company-pricing';
import { extrasQuery } from './api/get-extras';
import { vehicleSizesQuery } from './api/get-vehicle-sizes';
import { localOrderStore, newIdempotencyKey } from './local-copy';
import { ORDER_SECTION_IDS, sectionsWithErrors, type OrderSection } from './order-errors';
import { emptyOrderValues, orderValuesFromTransport, type OrderFormValues } from './order-form';
import { OrderActions } from './OrderActions';
import { OrderDialogs } from './OrderDialogs';
import { PriceAnnouncement } from './PriceAnnouncement';
import { PickupPage } from './pages/PickupPage';
import { useOrderRoute } from './RoutePanel';
import { useBusinessLocation } from './use-business-location';
import { useLocalCopy } from './use-local-copy';
import { useOrderChecks, useOrderPriority } from './use-order-checks';
import { useOrderWrites } from './use-order-writes';
import { useFieldError, type OrderForm } from './wizard-fields';
import {
  FRAME_FIELDS,
  MACHINE_PAGES,
  ORDER_ACTIONS_ID,
  PAGE_NUMBERS,
  toOrderPage,
  type FrameValues,
  type OrderPage,
  type OrderWizardProps,
} from './wizard-frame';
import * as styles from './wizard.css';
import { PageHeading } from '../../../components/page-heading';

// The return and preview pages are not needed to start typing: they load apart from the wizard's first chunk, and
// once the form shows, in the browser's idle time (issue 32: the wizard's first load).
const loadReturnPage = () => import('./pages/ReturnPage');
const loadPreviewPage = () => import('./pages/PreviewPage');
const ReturnPage = lazy(() => loadReturnPage().then((module) => ({ default: module.ReturnPage })));
const PreviewPage = lazy(() => loadPreviewPage().then((module) => ({ default: module.PreviewPage })));

/** Loads the other pages' code when the browser is idle (a failure is the page's to show when it is opened). */
function usePagesWhenIdle() {
  useEffect(() => {
    const load = () => {
      loadReturnPage().catch(() => undefined);
      loadPreviewPage().catch(() => undefined);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load);
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(load, 1000);
    return () => clearTimeout(timer);
  }, []);
}

type Transport = components['schemas']['Transport'];
type PriceListRow = components['schemas']['PriceListRow'];

/** "Toista siirto" after publishing (issue 30 §2): loaded when the user asks to repeat an order. */
const RepeatDialog = lazy(() => import('../series/RepeatDialog').then((module) => ({ default: module.RepeatDialog })));

const shallowEqual = <T extends Record<string, unknown>>(a: T, b: T) =>
  Object.keys(a).every((key) => Object.is(a[key], b[key]));

/** Stable empty lists: the memoised field parts re-render only when their props change. */
const NO_CONTACTS: readonly components['schemas']['Contact'][] = [];
const NO_SIZES: readonly { id: number; name: string }[] = [];

const coordinates = (value: unknown): LngLat | null =>
  Array.isArray(value) && value.length === 2 ? (value as LngLat) : null;

/**
 * A change of the values forgets a price calculated for others (and stops a calculation in flight): the machine gets
 * the changed values' facts (their fingerprint, computed once here), never the values.
 */
function useValuesToMachine(form: OrderForm, wizard: OrderWizardActor) {
  useEffect(() => {
    const subscription = form.watch((_, { type }) => {
      if (type !== 'change' && type !== undefined) return;
      const facts = orderValuesFacts(form.getValues());
      if (facts.fingerprint !== wizard.getSnapshot().context.fingerprint)
        wizard.send({ type: 'order.change', ...facts });
    });
    return () => subscription.unsubscribe();
  }, [form, wizard]);
}

export function OrderWizardForm({
  transportId: routeId,
  page,
  onPageChange,
  onDone,
  userId,
  resumePath,
  transport,
  returnTrip,
  company,
  marginPercent,
  store = localOrderStore(),
}: OrderWizardProps & {
  transport: Transport | null;
  /** The return transport of a round trip with a vehicle change (its vehicle fills page 2). */
  returnTrip: Transport | null;
  company: components['schemas']['Company'];
  marginPercent: number;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const { formatEuros } = i18n.intl;
  const [restored] = useState(() => store.read(userId, routeId));
  const [initialValues] = useState(
    () => restored?.values ?? (transport ? orderValuesFromTransport(transport, returnTrip) : emptyOrderValues()),
  );
  const form = useForm<OrderFormValues>({ defaultValues: initialValues });
  usePagesWhenIdle();
  // only the values the screen's frame needs: typing in a text field re-renders none of it
  const watched = useWatch({ control: form.control, name: FRAME_FIELDS });
  const values = Object.fromEntries(FRAME_FIELDS.map((name, index) => [name, watched[index]])) as FrameValues;

  // ── the machine owns the page and the writes; react-hook-form the values and their errors ──
  const writeExtras = useRef<() => OrderWriteExtras>(() => ({ company: company.id }));
  const [logic] = useState(() => createOrderWizard(writeExtras));
  const wizard = useActorRef(logic, {
    input: {
      // the local copy keeps the key, so a create retried after a reload is the same create
      sessionKey: restored?.idempotencyKey ?? newIdempotencyKey(),
      writeSeq: restored?.writeSeq ?? 0,
      transportId: routeId > 0 ? routeId : null,
      version: transport?.version ?? null,
      state: transport?.state ?? null,
      values: initialValues,
      // a write sends the values on screen when it starts
      getValues: () => form.getValues(),
      page: MACHINE_PAGES[page],
      pricedTransport: transport?.prices_calculated && !restored ? transport : null,
    },
  });
  // what the screen shows of the machine (compared field by field: a keystroke's new values re-render nothing)
  const view = useSelector(
    wizard,
    (current) => ({
      transportId: current.context.transportId ?? 0,
      page: orderWizardPage(current),
      priced: isOrderPriced(current) ? (current.context.price?.transport ?? null) : null,
      phase: orderProgressPhase(current),
      state: current.context.state ?? 2,
      failedWrite: current.context.failedWrite,
      error: current.context.error,
      shareOpen: current.hasTag('shareOpen'),
      confirmOpen: current.hasTag('confirmOpen'),
      deleting: current.hasTag('deleting'),
    }),
    shallowEqual,
  );
  const transportId = view.transportId;
  const shownPage: OrderPage = PAGE_NUMBERS[view.page];
  const priced = view.priced;
  useValuesToMachine(form, wizard);
  const { localOnly, setLocalOnly, idRef } = useLocalCopy({
    form,
    wizard,
    store,
    userId,
    transportId,
    page: shownPage,
    resumePath,
    restored: restored !== null,
  });

  const locations = useQuery(everyBusinessLocationQuery);
  const contacts = useContacts();
  const extras = useQuery(extrasQuery(company.id, values.abroad));
  const sizes = useQuery({ ...vehicleSizesQuery, enabled: values.abroad });
  const pricing = useQuery(companyPricingQuery(company.id));

  const waypoints = useMemo(() => values.waypoints.map((point): LngLat => [point.lng, point.lat]), [values.waypoints]);
  const pickup = coordinates(values.pickup_coordinates);
  const destination = coordinates(values.destination_coordinates);
  const route = useOrderRoute(pickup, destination, waypoints);
  const travelSeconds = route?.durationSeconds ?? null;
  writeExtras.current = () => ({
    company: company.id,
    trip_length_km: route ? roundKm(route.distanceKm) : null,
    trip_estimated_duration_seconds: route
      ? Math.round(travelTimeWithMargin(route.durationSeconds, marginPercent))
      : null,
  });

  const goTo = (next: OrderPage) => wizard.send({ type: 'wizard.goTo', page: MACHINE_PAGES[next] });
  const { validate } = useOrderChecks({ form, wizard, company, travelSeconds, marginPercent, shownPage, goTo });
  const { priorityLocked, pickupSoon } = useOrderPriority({ form, values, company, travelSeconds });
  // issue 30 §2: an order not yet repeated can be; its rule is chosen once it is published
  const repeatable = (transport?.series_id ?? null) === null;
  const [repeatWanted, setRepeatWanted] = useState(false);
  const [repeating, setRepeating] = useState<{ id: number; pickupTime: string } | null>(null);
  const queryClient = useQueryClient();
  const finish = (outcome: 'published' | 'deleted', id: number) => {
    const published = outcome === 'published' ? queryClient.getQueryData(transportQuery(id).queryKey) : undefined;
    if (repeatable && repeatWanted && published?.pickup_time) setRepeating({ id, pickupTime: published.pickup_time });
    else onDone();
  };
  const writes = useOrderWrites({
    form,
    wizard,
    store,
    userId,
    idRef,
    setLocalOnly,
    validate,
    goTo,
    failedWrite: view.failedWrite,
    failedError: view.error,
    onDone: finish,
  });
  const { chooseLocation, locationHint, addressVersion } = useBusinessLocation(form, locations.data);
  const fieldError = useFieldError(form);

  // ── the page in the URL follows the machine; a page moved in the URL (back, forward) is sent to it ──
  const urlPage = useRef(page);
  useEffect(() => {
    if (urlPage.current !== page) {
      urlPage.current = page;
      if (page !== shownPage) goTo(page);
      return;
    }
    // not while a write runs: a create going on as an update of the transport its key made has that id before the
    // answer puts the transport in the cache (the route would load it afresh and start the wizard again)
    if (view.phase === null && (shownPage !== page || transportId !== routeId)) onPageChange(shownPage, transportId);
  });

  const toggleAbroad = (abroad: boolean) => {
    for (const [name, value] of Object.entries(abroadChange(abroad))) form.setValue(name, value, { shouldDirty: true });
  };

  // ── the pages and the error card ──
  const pages = [
    { value: '1', label: t('wizard.pages.pickup') },
    ...(needsReturnLeg(values) ? [{ value: '2', label: t('wizard.pages.return') }] : []),
    { value: '3', label: t('wizard.pages.preview') },
  ];
  const extrasRows: PriceListRow[] = extras.data ?? [];
  const chosenExtras = extrasRows.filter((row) => values.price_list_rows_ids.includes(row.id));
  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? '–' : formatEuros(value);
  const errorSections = sectionsWithErrors(Object.keys(form.formState.errors));
  const sectionTitle: Record<OrderSection, string> = {
    pickup: t('wizard.section.pickup'),
    destination: t('wizard.section.destination'),
    vehicle: t('wizard.section.vehicle'),
    extras: t('wizard.section.extras'),
    return: t('wizard.section.returnTrip'),
  };
  const errorItems = errorSections.map((section) => ({
    targetId: ORDER_SECTION_IDS[section],
    message: sectionTitle[section],
  }));
  const { serverErrors } = writes;
  const title = transportId > 0 ? t('wizard.title.edit', { id: transportId }) : t('wizard.title.new');

  return (
    <form
      className={styles.wizard}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
      }}
      aria-label={title}
    >
      <Stack space="large">
        {isPublishedState(view.state) ? (
          <div>
            <Badge tone="info">{t('wizard.published')}</Badge>
          </div>
        ) : null}
        <PageHeading>{title}</PageHeading>
        {restored ? <Notice tone="info">{t('wizard.local.restored')}</Notice> : null}
        {localOnly ? (
          <div data-testid="order-local-only">
            <Notice tone="caution">{t('wizard.local.onlyHere')}</Notice>
          </div>
        ) : null}
        {errorItems.length > 0 || serverErrors.length > 0 ? (
          <div data-testid="order-error-card">
            <FormErrorSummary
              title={t('wizard.errors.title')}
              errors={[
                ...errorItems,
                ...(serverErrors.length > 0 ? [{ targetId: ORDER_ACTIONS_ID, message: serverErrors.join(' ') }] : []),
              ]}
              focusOnShow={false}
              focusRequest={writes.summaryFocus}
            />
          </div>
        ) : null}
        <Tabs
          label={t('wizard.pages.label')}
          value={String(shownPage)}
          onValueChange={(value) => goTo(toOrderPage(value))}
          items={pages}
        >
          <div className={styles.page}>
            {shownPage === 1 ? (
              <PickupPage
                form={form}
                values={values}
                company={company}
                locations={locations.data}
                onChooseLocation={chooseLocation}
                locationHint={locationHint}
                onAbroad={toggleAbroad}
                contacts={contacts.data ?? NO_CONTACTS}
                addressVersion={addressVersion}
                pickup={pickup}
                destination={destination}
                waypoints={waypoints}
                route={route}
                extras={extrasRows}
                vehicleSizes={sizes.data ?? NO_SIZES}
                priorityLocked={priorityLocked}
                specialPriceOffered={pricing.data?.price_type === PRICE_TYPE_FIXED_SPECIAL}
                pickupSoon={pickupSoon}
                errorSections={errorSections}
              />
            ) : null}
            <Suspense fallback={<Spinner label={t('common.loading')} />}>
              {shownPage === 2 ? <ReturnPage form={form} /> : null}
              {shownPage === 3 ? (
                <PreviewPage
                  form={form}
                  route={route}
                  priced={priced}
                  extras={chosenExtras}
                  money={money}
                  repeat={repeatable ? { checked: repeatWanted, onChange: setRepeatWanted } : undefined}
                />
              ) : null}
            </Suspense>
          </div>
        </Tabs>
        <OrderActions
          page={shownPage}
          saved={transportId > 0}
          saving={view.phase === 'saving'}
          onBack={() => wizard.send({ type: 'wizard.back' })}
          onNext={writes.onNext}
          onDelete={() => writes.setConfirmDelete(true)}
          onSaveDraft={writes.onSaveDraft}
          onCalculate={writes.onCalculate}
          onPublish={writes.onPublish}
        />
        {fieldError('priority') ? <Text tone="critical">{fieldError('priority')}</Text> : null}
        <PriceAnnouncement
          priced={priced}
          busy={view.phase !== null}
          text={t('wizard.price.announced', {
            total: money(priced?.transport_total_price),
            vat: i18n.intl.formatVatPercent(0),
          })}
        />
      </Stack>
      <OrderDialogs
        transportId={transportId}
        phase={view.phase}
        failedWrite={view.failedWrite}
        failure={writes.failure}
        retryable={writes.retryable}
        onDismissFailure={writes.onDismissFailure}
        onRetry={writes.onRetry}
        confirmOpen={view.confirmOpen}
        price={money(priced?.price_summary?.trip_price_total ?? priced?.price)}
        onConfirm={() => wizard.send({ type: 'order.confirm' })}
        onConfirmCancel={() => wizard.send({ type: 'order.confirmCancel' })}
        shareOpen={view.shareOpen && transportId > 0}
        onShareClose={() => wizard.send({ type: 'share.close' })}
        confirmDelete={writes.confirmDelete}
        deleting={view.deleting}
        onDelete={writes.onDelete}
        onDeleteCancel={() => writes.setConfirmDelete(false)}
      />
      {repeating ? (
        <Suspense fallback={null}>
          <RepeatDialog open transportId={repeating.id} pickupTime={repeating.pickupTime} onClose={onDone} />
        </Suspense>
      ) : null}
    </form>
  );
}
