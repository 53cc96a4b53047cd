/**
 * The order wizard (spec 2 §2 "Order wizard"): page 1 Noutopaikka, page 2 Paluu (round trip with a vehicle change),
 * page 3 Esikatsele; save draft, calculate price, confirm and publish, delete. React-hook-form holds the values and
 * the field errors; the domain's order rules check them; the values are kept on this device until the server has them.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useActorRef, useSelector } from '@xstate/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Card,
  Column,
  Columns,
  FormErrorSummary,
  Heading,
  Inline,
  Link,
  Notice,
  ProgressDialog,
  Select,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  Spinner,
} from '@siirto/ui';
import {
  abroadChange,
  BUSINESS_LOCATION_HINT_MS,
  canEditTransport,
  isOrderPriced,
  needsReturnLeg,
  orderProgressPhase,
  orderValuesFingerprint,
  orderWizardPage,
  ordersForCustomers,
  PRICE_TYPE_FIXED_SPECIAL,
  PRICE_TYPE_NORMAL,
  PRIORITY_URGENT,
  transportOrderIssues,
  transportPriority,
  travelTimeWithMargin,
  URGENT_PICKUP_NOTE_SECONDS,
  type LngLat,
  type OrderNotice,
  type OrderPage as MachinePage,
  type OrderWriteKind,
  formatDateTime,
} from '@siirto/domain';
import type { components } from '@siirto/api-client/schema';
import { paths } from '../../../config/paths';
import { ConfirmDialog, Modal } from '../../../components/dialog';
import { RouterLink } from '../../../components/navigation';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api';
import { errorAsText } from '../../../lib/form-errors';
import { useAdminStatus } from '../../../lib/queries/get-status';
import { useContacts } from '../../../lib/queries/get-contacts';
import { useMyCompany } from '../../../lib/queries/get-company';
import { tokenStore } from '../../../lib/tokens';
import { transportKeys } from '../api/keys';
import { createOrderWizard, type OrderWriteExtras } from '../machines/order-wizard';
import { orderQuery } from './api/get-order';
import { companyPricingQuery, extrasQuery, orderLocationsQuery, vehicleSizesQuery } from './api/get-order-choices';
import { localOrderStore, newIdempotencyKey, type LocalOrderStore } from './local-copy';
import { ORDER_SECTION_IDS, sectionsWithErrors, type OrderSection } from './order-errors';
import { emptyOrderValues, orderValuesFromTransport, ORDER_SERVER_FIELDS, type OrderFormValues } from './order-form';
import { ShareTransportDialog } from '../share/ShareTransportDialog';
import { RoutePanel, useOrderRoute } from './RoutePanel';
import { CustomerField, PlaceFields, TimeField, useFieldError, VehicleFields, type OrderForm } from './wizard-fields';
import * as styles from './wizard.css';

type Transport = components['schemas']['Transport'];
type PriceListRow = components['schemas']['PriceListRow'];

/** The wizard's pages: 1 Noutopaikka, 2 Paluu, 3 Esikatsele. */
export type OrderPage = 1 | 2 | 3;
export const toOrderPage = (value: string | number | undefined): OrderPage =>
  value === '2' || value === 2 ? 2 : value === '3' || value === 3 ? 3 : 1;
const MACHINE_PAGES = { 1: 'pickup', 2: 'returnLeg', 3: 'preview' } as const satisfies Record<OrderPage, MachinePage>;
const PAGE_NUMBERS = { pickup: 1, returnLeg: 2, preview: 3 } as const satisfies Record<MachinePage, OrderPage>;
/** The machine's notices as the catalog's keys (wizard.notice.*). */
const NOTICE_KEYS = {
  created: 'created',
  updated: 'updated',
  createdAndPublished: 'createdPublished',
  updatedAndPublished: 'updatedPublished',
} as const satisfies Record<OrderNotice, string>;
const WRITE_ACTIONS = { draft: 'draft', price: 'calculate', publish: 'publish' } as const satisfies Record<
  OrderWriteKind,
  Action
>;

export interface OrderWizardProps {
  /** 0 for a new order. */
  transportId: number;
  page: OrderPage;
  onPageChange: (page: OrderPage, transportId: number) => void;
  /** Back to the list (after publishing, deleting, or closing the modal). */
  onDone: () => void;
  /** The signed-in user (the local copy is per user). */
  userId: number;
  /** The path of the open page (remembered when the session ends mid-order). */
  resumePath?: (transportId: number, page: OrderPage) => string;
  store?: LocalOrderStore;
}

/** Loads what the form needs (the transport when editing, the company, locations, contacts, sizes). */
export function OrderWizard(props: OrderWizardProps) {
  const { t } = useI18n();
  const company = useMyCompany();
  const status = useAdminStatus();
  const order = useQuery(orderQuery(props.transportId));
  const goTripId = order.data?.round_trip_is_return_trip ? order.data.round_trip_go_trip_id : null;
  // the return leg's vehicle lives on the return transport (spec 2 §7: fetched with the outbound trip)
  const returnTripId =
    order.data && !order.data.round_trip_is_return_trip && needsReturnLeg(order.data)
      ? (order.data.round_trip_return_trip_id ?? null)
      : null;
  const returnTrip = useQuery(orderQuery(returnTripId ?? 0));
  // only the first load waits for it: the form, once shown, keeps its values (a first save moves it to the new id)
  const formShown = useRef(false);
  const awaitReturnTrip = returnTripId !== null && !formShown.current;
  const { onPageChange } = props;
  // a return trip is edited through its outbound trip
  useEffect(() => {
    if (goTripId) onPageChange(1, goTripId);
  }, [goTripId, onPageChange]);

  if (
    company.isPending ||
    (props.transportId > 0 && order.isPending) ||
    goTripId ||
    (awaitReturnTrip && returnTrip.isPending)
  )
    return <Spinner label={t('common.loading')} />;
  // a failed refetch keeps what was loaded: only having nothing to show is a failure
  if (
    company.data === undefined ||
    (props.transportId > 0 && order.data === undefined) ||
    (awaitReturnTrip && returnTrip.data === undefined)
  )
    return <Notice tone="critical">{t('wizard.loadFailed')}</Notice>;
  if (order.data && !canEditTransport(order.data)) return <Notice tone="caution">{t('wizard.notEditable')}</Notice>;
  formShown.current = true;
  return (
    <OrderWizardForm
      {...props}
      transport={order.data ?? null}
      returnTrip={returnTripId !== null ? (returnTrip.data ?? null) : null}
      company={company.data}
      marginPercent={status.data?.WEB_TRANSPORT_TRAVEL_TIME_MARGIN_PERCENT ?? 0}
    />
  );
}

export type Action = 'draft' | 'calculate' | 'publish';

/** The values the wizard's frame and page 1's switches, extras and route read (the text fields read their own). */
const FRAME_FIELDS = [
  'abroad',
  'waypoints',
  'pickup_coordinates',
  'destination_coordinates',
  'round_trip',
  'round_trip_no_vehicle_change',
  'pickup_time',
  'destination_time',
  'price_list_rows_ids',
  'business_location_id',
  'priority',
  'price_type_special',
] as const satisfies readonly (keyof OrderFormValues)[];
type FrameValues = Pick<OrderFormValues, (typeof FRAME_FIELDS)[number]>;

const shallowEqual = <T extends Record<string, unknown>>(a: T, b: T) =>
  Object.keys(a).every((key) => Object.is(a[key], b[key]));

/** Stable empty lists: the memoised field parts re-render only when their props change. */
const NO_CONTACTS: readonly components['schemas']['Contact'][] = [];
const NO_SIZES: readonly { id: number; name: string }[] = [];

const coordinates = (value: unknown): LngLat | null =>
  Array.isArray(value) && value.length === 2 ? (value as LngLat) : null;

function OrderWizardForm({
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
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [restored] = useState(() => store.read(userId, routeId));
  const [initialValues] = useState(() =>
    structuredClone(
      restored?.values ?? (transport ? orderValuesFromTransport(transport, returnTrip) : emptyOrderValues()),
    ),
  );
  const form = useForm<OrderFormValues>({ defaultValues: initialValues });
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
      page: MACHINE_PAGES[page],
      pricedTransport: transport?.prices_calculated && !restored ? transport : null,
    },
  });
  const [checkAll, setCheckAll] = useState<boolean | null>(null);
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
      // the live check after a failed attempt runs on every change
      fingerprint: checkAll === null ? '' : current.context.fingerprint,
    }),
    shallowEqual,
  );
  const transportId = view.transportId;
  const shownPage: OrderPage = PAGE_NUMBERS[view.page];
  const priced = view.priced;
  const phase = view.phase;

  const [localOnly, setLocalOnly] = useState(restored !== null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [locationHint, setLocationHint] = useState(false);
  const [addressVersion, setAddressVersion] = useState(0);
  const state = view.state;
  /** The write the last button started (the toast after calculating a price stays away, as before). */
  const lastWrite = useRef<OrderWriteKind>('draft');
  /** The fingerprint of the values that write sent: a change made meanwhile stays only on this device. */
  const sentFingerprint = useRef('');
  const currentValues = () => structuredClone(form.getValues());

  const locations = useQuery(orderLocationsQuery);
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
    trip_length_km: route ? Math.round(route.distanceKm * 10) / 10 : null,
    trip_estimated_duration_seconds: route
      ? Math.round(travelTimeWithMargin(route.durationSeconds, marginPercent))
      : null,
  });
  const returnLeg = needsReturnLeg(values);

  // ── the local copy: every change is kept on this device until the server has it ──
  const page1 = useRef(shownPage);
  page1.current = shownPage;
  const idRef = useRef(transportId);
  idRef.current = transportId;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      store.write(userId, idRef.current, {
        values: form.getValues(),
        page: page1.current,
        savedAt: Date.now(),
        idempotencyKey: wizard.getSnapshot().context.sessionKey,
        writeSeq: wizard.getSnapshot().context.writeSeq,
      });
    };
    const subscription = form.watch((_, { type }) => {
      if (type !== 'change' && type !== undefined) return;
      // a change of the values forgets a price calculated for others (and stops a calculation in flight)
      const changed = form.getValues();
      if (orderValuesFingerprint(changed) !== wizard.getSnapshot().context.fingerprint)
        wizard.send({ type: 'order.change', values: structuredClone(changed) });
      setLocalOnly(true);
      clearTimeout(timer);
      timer = setTimeout(write, 300);
    });
    return () => {
      subscription.unsubscribe();
      if (timer !== undefined) {
        clearTimeout(timer);
        write();
      }
      // the session ended mid-order: the next sign-in of this user comes back here
      if (tokenStore.getAccess() === null && resumePath)
        store.markResume(userId, resumePath(idRef.current, page1.current));
    };
  }, [form, store, userId, resumePath, wizard]);

  // ── the live check after a failed attempt, and the priority rule ──
  // a coordinating company orders for its customers (an optional choice on page 1)
  const customerChoice = ordersForCustomers(company.account_type);
  const rules = (requireAll: boolean) =>
    transportOrderIssues(form.getValues(), {
      now: new Date(),
      requireAll,
      travelSeconds,
      marginPercent,
      customerChoice,
    });
  useEffect(() => {
    if (checkAll === null) return;
    const issues = transportOrderIssues(form.getValues(), {
      now: new Date(),
      requireAll: checkAll,
      travelSeconds,
      marginPercent,
      customerChoice,
    });
    const failing = new Set(issues.map((issue) => issue.path));
    for (const name of Object.keys(form.formState.errors))
      if (!failing.has(name) && form.formState.errors[name]?.type !== 'server') form.clearErrors(name);
    for (const issue of issues)
      if (form.formState.errors[issue.path]?.message !== issue.message)
        form.setError(issue.path, { type: 'rule', message: issue.message });
  }, [view.fingerprint, checkAll, travelSeconds, marginPercent, customerChoice, form]);

  const priority = transportPriority({
    destinationTime: values.destination_time,
    now: new Date(),
    travelSeconds,
    autoPriorityTimeSeconds: company.transport_auto_priority_time,
  });
  useEffect(() => {
    if (priority.locked && form.getValues('priority') !== PRIORITY_URGENT)
      form.setValue('priority', PRIORITY_URGENT, { shouldDirty: true });
  }, [priority.locked, form]);

  const pickupSoon =
    typeof values.pickup_time === 'string' &&
    new Date(values.pickup_time).getTime() - Date.now() < URGENT_PICKUP_NOTE_SECONDS * 1000;

  // ── saving ──
  const errorFields = Object.keys(form.formState.errors);
  const errorSections = sectionsWithErrors(errorFields);
  const sectionTitle: Record<OrderSection, string> = {
    pickup: t('wizard.section.pickup'),
    destination: t('wizard.section.destination'),
    vehicle: t('wizard.section.vehicle'),
    extras: t('wizard.section.extras'),
    return: t('wizard.section.returnTrip'),
  };
  const fieldError = useFieldError(form);

  const goTo = (next: OrderPage) => wizard.send({ type: 'wizard.goTo', page: MACHINE_PAGES[next] });

  const validate = (requireAll: boolean) => {
    setCheckAll(requireAll);
    form.clearErrors();
    const issues = rules(requireAll);
    for (const issue of issues) form.setError(issue.path, { type: 'rule', message: issue.message });
    if (issues.length > 0) {
      const first = issues[0]?.path ?? '';
      const returnField = first.startsWith('return_transport_');
      if (returnField && shownPage !== 2) goTo(2);
      if (!returnField && shownPage !== 1) goTo(1);
    }
    return issues.length === 0;
  };

  const applyError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400) {
      const general: string[] = [];
      if (error.serverMessage) general.push(error.serverMessage);
      for (const [field, messages] of Object.entries(error.fieldErrors)) {
        if (ORDER_SERVER_FIELDS.includes(field)) form.setError(field, { type: 'server', message: messages.join(' ') });
        else general.push(`${field}: ${messages.join(' ')}`);
      }
      if (general.length === 0 && Object.keys(error.fieldErrors).length === 0) general.push(errorAsText(error));
      setServerErrors(general);
      notify({ tone: 'critical', title: t('wizard.errors.toastTitle'), text: t('wizard.errors.formErrors') });
      if (Object.keys(error.fieldErrors).some((field) => ORDER_SERVER_FIELDS.includes(field))) goTo(1);
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
    queryClient.setQueryData(orderQueryKey(result.id), result);
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
    calculateButton.current?.scrollIntoView({ block: 'center' });
    calculateButton.current?.focus();
  };
  const onFinished = async (outcome: 'published' | 'deleted', id: number) => {
    if (outcome === 'deleted') {
      store.remove(userId, id);
      store.remove(userId, 0);
      await queryClient.invalidateQueries({ queryKey: transportKeys.all });
      notify({ tone: 'positive', title: t('wizard.notice.deleted') });
      setConfirmDelete(false);
    }
    onDone();
  };
  const reports = useRef({ onSaved, onFailed, onRefused, onFinished });
  reports.current = { onSaved, onFailed, onRefused, onFinished };
  useEffect(() => {
    const subscriptions = [
      wizard.on('order.saved', (event) => reports.current.onSaved(event.notice, event.transport)),
      wizard.on('order.failed', (event) => reports.current.onFailed(event.kind, event.error)),
      wizard.on('order.publishRefused', (event) => reports.current.onRefused(event.reason)),
      wizard.subscribe((current) => {
        if (current.status === 'done')
          void reports.current.onFinished(current.output.outcome, current.output.transportId ?? 0);
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [wizard]);

  // the share dialog opens once the progress dialog has closed and given the focus back (else its focus outside
  // the share dialog would close it at once)
  const shareOpen = view.shareOpen && transportId > 0;
  const [shareShown, setShareShown] = useState(false);
  useEffect(() => {
    if (!shareOpen) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setShareShown(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [shareOpen]);

  // ── the page in the URL follows the machine; a page moved in the URL (back, forward) is sent to it ──
  const urlPage = useRef(page);
  useEffect(() => {
    if (urlPage.current !== page) {
      urlPage.current = page;
      if (page !== shownPage) goTo(page);
      return;
    }
    if (shownPage !== page || transportId !== routeId) onPageChange(shownPage, transportId);
  });

  // ── the buttons: each sends the values on screen ──
  const startWrite = (kind: OrderWriteKind, sent: OrderFormValues) => {
    lastWrite.current = kind;
    sentFingerprint.current = orderValuesFingerprint(sent);
    setServerErrors([]);
    setFailure(null);
  };
  const onSaveDraft = () => {
    if (!validate(false)) return;
    const sent = currentValues();
    startWrite('draft', sent);
    wizard.send({ type: 'order.saveDraft', values: sent });
  };
  const onCalculate = () => {
    if (!validate(true)) return;
    const sent = currentValues();
    startWrite('price', sent);
    wizard.send({ type: 'price.calculate', values: sent });
  };
  const calculateButton = useRef<HTMLButtonElement>(null);
  const onPublish = () => {
    const valid = validate(true);
    const sent = currentValues();
    if (valid) startWrite('publish', sent);
    wizard.send({ type: 'order.publish', values: sent, valid });
  };
  const onDelete = () => wizard.send({ type: 'order.delete' });
  /**
   * A failed write runs again with the values it sent and the same Idempotency-Key (the machine moves to the next
   * key only after a success), so a write whose answer was lost is not written twice. A 400, 409 or 422 (the key
   * was used for other values) is not retried: the values or the version have to change first.
   */
  const failedError = view.error;
  const retryable =
    failure !== null &&
    view.failedWrite !== null &&
    !(failedError instanceof ApiError && [400, 409, 422].includes(failedError.status));
  const onRetry = () => {
    setServerErrors([]);
    setFailure(null);
    wizard.send({ type: 'order.retry' });
  };

  // ── business location ──
  const chooseLocation = (id: string | null) => {
    form.setValue('business_location_id', id ?? '', { shouldDirty: true });
    const location = locations.data?.find((item) => String(item.id) === id);
    if (!location) return;
    const set = (name: string, value: unknown) => form.setValue(name, value, { shouldDirty: true });
    set('pickup_use_business_location', true);
    set('pickup_business_location', location.id);
    set('pickup_location', location.name);
    const point = location.coordinates?.coordinates;
    if (point && point.length === 2) {
      set('pickup_address', location.street_address ?? '');
      set('pickup_postal_code', location.postal_code ?? '');
      set('pickup_city_name', location.city ?? location.city_name ?? '');
      set('pickup_country', location.country ?? 'FI');
      set('pickup_google_address', location.google_full_address ?? '');
      set('pickup_coordinates', [point[0], point[1]]);
    } else {
      for (const name of ['pickup_address', 'pickup_postal_code', 'pickup_city_name', 'pickup_google_address'])
        set(name, '');
      set('pickup_coordinates', null);
      setLocationHint(true);
    }
    setAddressVersion((version) => version + 1);
  };
  useEffect(() => {
    if (!locationHint) return;
    const timer = setTimeout(() => setLocationHint(false), BUSINESS_LOCATION_HINT_MS);
    return () => clearTimeout(timer);
  }, [locationHint]);

  const toggleAbroad = (abroad: boolean) => {
    for (const [name, value] of Object.entries(abroadChange(abroad))) form.setValue(name, value, { shouldDirty: true });
  };

  // ── the pages ──
  const pages = [
    { value: '1', label: t('wizard.pages.pickup') },
    ...(returnLeg ? [{ value: '2', label: t('wizard.pages.return') }] : []),
    { value: '3', label: t('wizard.pages.preview') },
  ];
  const hasNext = shownPage !== 3;
  const hasPrevious = shownPage !== 1;

  const extrasRows: PriceListRow[] = extras.data ?? [];
  const chosenExtras = extrasRows.filter((row) => values.price_list_rows_ids.includes(row.id));
  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? '–' : formatEuros(value);

  const errorItems = [
    ...errorSections.map((section) => ({
      targetId: ORDER_SECTION_IDS[section],
      message: sectionTitle[section],
    })),
  ];

  return (
    <form
      className={styles.wizard}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
      }}
      aria-label={transportId > 0 ? t('wizard.title.edit', { id: transportId }) : t('wizard.title.new')}
    >
      <Stack space="large">
        {state > 2 ? (
          <div>
            <Badge tone="info">{t('wizard.published')}</Badge>
          </div>
        ) : null}
        <Heading level={1}>
          {transportId > 0 ? t('wizard.title.edit', { id: transportId }) : t('wizard.title.new')}
        </Heading>
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
                priorityLocked={priority.locked}
                specialPriceOffered={pricing.data?.price_type === PRICE_TYPE_FIXED_SPECIAL}
                pickupSoon={pickupSoon}
                errorSections={errorSections}
              />
            ) : null}
            {shownPage === 2 ? (
              <div id={ORDER_SECTION_IDS.return}>
                <Card title={t('wizard.section.returnTrip')}>
                  <Stack space="medium">
                    <VehicleFields form={form} leg="return" abroad={false} vehicleSizes={NO_SIZES} />
                    <TimeField
                      form={form}
                      name="return_transport_destination_time"
                      required
                      label={t('wizard.place.destinationTime')}
                    />
                  </Stack>
                </Card>
              </div>
            ) : null}
            {shownPage === 3 ? (
              <PreviewPage form={form} route={route} priced={priced} extras={chosenExtras} money={money} />
            ) : null}
          </div>
        </Tabs>
        <div className={styles.buttons} id={ORDER_ACTIONS_ID}>
          <Inline space="small">
            {hasPrevious ? (
              <Button tone="secondary" onClick={() => wizard.send({ type: 'wizard.back' })}>
                {t('wizard.button.back')}
              </Button>
            ) : null}
            {hasNext ? (
              <Button tone="secondary" onClick={() => wizard.send({ type: 'wizard.next', values: currentValues() })}>
                {t('wizard.button.continue')}
              </Button>
            ) : null}
          </Inline>
          <Inline space="small">
            {transportId > 0 ? (
              <Button tone="critical" onClick={() => setConfirmDelete(true)}>
                {t('wizard.button.delete')}
              </Button>
            ) : null}
            <Button tone="secondary" onClick={onSaveDraft} loading={phase === 'saving'}>
              {t('wizard.button.saveDraft')}
            </Button>
            <Button ref={calculateButton} tone="secondary" onClick={onCalculate}>
              {t('wizard.button.calculate')}
            </Button>
            <Button tone="primary" onClick={onPublish}>
              {t('wizard.button.publish')}
            </Button>
          </Inline>
        </div>
        {fieldError('priority') ? <Text tone="critical">{fieldError('priority')}</Text> : null}
      </Stack>
      <OrderProgress
        action={
          phase === 'saving'
            ? 'draft'
            : phase === 'calculatingPrice'
              ? 'calculate'
              : phase === 'publishing'
                ? 'publish'
                : failure !== null && view.failedWrite !== null
                  ? WRITE_ACTIONS[view.failedWrite]
                  : null
        }
        status={phase === null ? 'error' : 'running'}
        error={phase === null ? (failure ?? undefined) : undefined}
        onClose={() => {
          setFailure(null);
          wizard.send({ type: 'order.dismissError' });
        }}
        onRetry={retryable ? onRetry : undefined}
      />
      <Modal
        open={view.confirmOpen}
        title={t('wizard.confirm.title')}
        onClose={() => wizard.send({ type: 'order.confirmCancel' })}
        actions={
          <>
            <Button tone="secondary" onClick={() => wizard.send({ type: 'order.confirmCancel' })}>
              {t('wizard.button.back')}
            </Button>
            <Button tone="primary" onClick={() => wizard.send({ type: 'order.confirm' })}>
              {t('wizard.confirm.accept')}
            </Button>
          </>
        }
      >
        <Text>
          {t('wizard.confirm.body', {
            price: money(priced?.price_summary?.trip_price_total ?? priced?.price),
          })}
        </Text>
      </Modal>
      {shareOpen && shareShown ? (
        <ShareTransportDialog transportId={transportId} open onClose={() => wizard.send({ type: 'share.close' })} />
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        title={t('wizard.delete.title')}
        text={t('wizard.delete.body')}
        confirmLabel={t('wizard.button.delete')}
        cancelLabel={t('common.cancel')}
        busy={view.deleting}
        onConfirm={onDelete}
        onCancel={() => setConfirmDelete(false)}
      />
    </form>
  );
}

const orderQueryKey = (id: number) => orderQuery(id).queryKey;
/** The wizard's buttons: the error card's server errors and the missing price link here. */
const ORDER_ACTIONS_ID = 'order-actions';

function progressSteps(action: Action): ('saving' | 'calculating' | 'publishing')[] {
  if (action === 'calculate') return ['saving', 'calculating'];
  if (action === 'publish') return ['saving', 'publishing'];
  return ['saving'];
}

/** The progress modal of a write: saving, calculating price, publishing (spec 2 §2). Closed when `action` is null. */
export function OrderProgress({
  action,
  status,
  error,
  onClose,
  onRetry,
}: {
  action: Action | null;
  status: 'running' | 'error';
  error?: string | undefined;
  onClose: () => void;
  /** Offered when the write failed in a way a retry may mend (the connection, the server). */
  onRetry?: (() => void) | undefined;
}) {
  const { t } = useI18n();
  const steps = progressSteps(action ?? 'draft');
  return (
    <ProgressDialog
      open={action !== null}
      title={t('wizard.progress.title')}
      steps={steps.map((id) => ({ id, label: t(`wizard.progress.${id}`) }))}
      currentStepId={steps.at(-1) ?? 'saving'}
      status={status}
      error={error}
      onClose={onClose}
      closeLabel={t('common.close')}
      onRetry={onRetry}
      retryLabel={t('common.retry')}
    />
  );
}

function PickupPage({
  form,
  values,
  company,
  locations,
  onChooseLocation,
  locationHint,
  onAbroad,
  contacts,
  addressVersion,
  pickup,
  destination,
  waypoints,
  route,
  extras,
  vehicleSizes,
  priorityLocked,
  specialPriceOffered,
  pickupSoon,
  errorSections,
}: {
  form: OrderForm;
  values: FrameValues;
  company: components['schemas']['Company'];
  locations: components['schemas']['BusinessLocation'][] | undefined;
  onChooseLocation: (id: string | null) => void;
  locationHint: boolean;
  onAbroad: (abroad: boolean) => void;
  contacts: readonly components['schemas']['Contact'][];
  addressVersion: number;
  pickup: LngLat | null;
  destination: LngLat | null;
  waypoints: readonly LngLat[];
  route: ReturnType<typeof useOrderRoute>;
  extras: PriceListRow[];
  vehicleSizes: readonly { id: number; name: string }[];
  priorityLocked: boolean;
  /** The company's price list is type 17: a round trip may take the fixed special price. */
  specialPriceOffered: boolean;
  pickupSoon: boolean;
  errorSections: OrderSection[];
}) {
  const { t, intl } = useI18n();
  const { formatEuros } = intl;
  const flagged = (section: OrderSection) => (errorSections.includes(section) ? styles.flagged : undefined);
  // spec 2 §5: Finland, or Finland and Sweden when the order goes abroad
  const searchAbroad = values.abroad;
  return (
    <Stack space="large">
      <Card data-testid="order-basics">
        <Stack space="medium">
          {locations && locations.length === 0 ? (
            <Notice tone="caution">
              {t('wizard.businessLocation.none')}{' '}
              <Link asChild>
                <RouterLink href={paths.dashboard.company.href('business_locations')}>
                  {t('wizard.businessLocation.link')}
                </RouterLink>
              </Link>
            </Notice>
          ) : (
            <Select
              label={t('wizard.businessLocation')}
              placeholder={t('common.choose')}
              options={(locations ?? []).map((location) => ({ value: String(location.id), label: location.name }))}
              value={values.business_location_id || null}
              onValueChange={onChooseLocation}
            />
          )}
          {locationHint ? (
            <Notice tone="caution" live="polite">
              {t('wizard.businessLocation.noCoordinates')}
            </Notice>
          ) : null}
          {ordersForCustomers(company.account_type) ? <CustomerField form={form} /> : null}
          <div className={styles.switches}>
            <Switch
              label={t('wizard.switch.roundTrip')}
              checked={values.round_trip}
              disabled={values.abroad}
              onCheckedChange={(checked) => form.setValue('round_trip', checked, { shouldDirty: true })}
            />
            {values.round_trip ? (
              <Switch
                label={t('wizard.switch.vehicleChanges')}
                checked={!values.round_trip_no_vehicle_change}
                onCheckedChange={(checked) =>
                  form.setValue('round_trip_no_vehicle_change', !checked, { shouldDirty: true })
                }
              />
            ) : null}
            {company.abroad_transports ? (
              <Switch label={t('wizard.switch.abroad')} checked={values.abroad} onCheckedChange={onAbroad} />
            ) : null}
            {values.round_trip && specialPriceOffered ? (
              <Select
                label={t('wizard.priceType')}
                options={[
                  { value: String(PRICE_TYPE_NORMAL), label: t('wizard.priceType.normal') },
                  { value: String(PRICE_TYPE_FIXED_SPECIAL), label: t('wizard.priceType.special') },
                ]}
                value={values.price_type_special || String(PRICE_TYPE_NORMAL)}
                onValueChange={(value) =>
                  form.setValue('price_type_special', value ?? String(PRICE_TYPE_NORMAL), { shouldDirty: true })
                }
              />
            ) : null}
          </div>
        </Stack>
      </Card>
      <Heading level={2}>{t('wizard.section.outbound')}</Heading>
      <Columns space="large" collapseBelow="desktop">
        <Column>
          <div id={ORDER_SECTION_IDS.pickup} className={flagged('pickup')}>
            <Card title={t('wizard.section.pickup')}>
              <PlaceFields
                form={form}
                side="pickup"
                abroadSearch={searchAbroad}
                contacts={contacts}
                addressVersion={addressVersion}
              />
            </Card>
          </div>
        </Column>
        <Column>
          <div id={ORDER_SECTION_IDS.destination} className={flagged('destination')}>
            <Card title={t('wizard.section.destination')}>
              <PlaceFields
                form={form}
                side="destination"
                abroadSearch={searchAbroad}
                contacts={contacts}
                addressVersion={0}
              />
            </Card>
          </div>
        </Column>
      </Columns>
      <Card title={t('wizard.section.route')}>
        <RoutePanel
          pickup={pickup}
          destination={destination}
          waypoints={waypoints}
          waypointNames={values.waypoints.map((point) => point.name).filter((name): name is string => Boolean(name))}
          route={route}
        />
      </Card>
      <div id={ORDER_SECTION_IDS.vehicle} className={flagged('vehicle')}>
        <Card title={t('wizard.section.vehicle')}>
          <VehicleFields form={form} leg="outbound" abroad={values.abroad} vehicleSizes={vehicleSizes} />
        </Card>
      </div>
      <div id={ORDER_SECTION_IDS.extras} className={flagged('extras')}>
        <Card title={t('wizard.section.extras')}>
          <Stack space="medium">
            {extras.length === 0 ? <Text tone="muted">{t('wizard.extras.none')}</Text> : null}
            {extras.map((row) => {
              const chosen = values.price_list_rows_ids.includes(row.id);
              return (
                <Stack space="small" key={row.id}>
                  <Switch
                    label={row.name}
                    description={[
                      t('wizard.extras.price', {
                        price: formatEuros(row.price_eur),
                      }),
                      row.driver_info,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    name={`price_list_row_${String(row.id)}`}
                    checked={chosen}
                    onCheckedChange={(checked) =>
                      form.setValue(
                        'price_list_rows_ids',
                        checked
                          ? [...values.price_list_rows_ids, row.id]
                          : values.price_list_rows_ids.filter((id) => id !== row.id),
                        { shouldDirty: true },
                      )
                    }
                  />
                  {chosen && row.transport_description_field ? (
                    <Textarea
                      label={t('wizard.extras.description', { name: row.name })}
                      {...form.register(`price_list_rows_descriptions.${String(row.id)}`)}
                    />
                  ) : null}
                </Stack>
              );
            })}
            <Switch
              label={t('wizard.priority.urgent')}
              description={priorityLocked ? t('wizard.priority.locked') : undefined}
              checked={values.priority === PRIORITY_URGENT}
              disabled={priorityLocked}
              onCheckedChange={(checked) => form.setValue('priority', checked ? 3 : 2, { shouldDirty: true })}
            />
            {pickupSoon ? <Notice tone="info">{t('wizard.priority.urgentNote')}</Notice> : null}
          </Stack>
        </Card>
      </div>
      <Card title={t('wizard.section.details')}>
        <Stack space="medium">
          <Textarea label={t('wizard.details.driverInformation')} {...form.register('driver_information')} />
          <Textarea label={t('wizard.details.description')} {...form.register('description_company')} />
        </Stack>
      </Card>
    </Stack>
  );
}

function PreviewPage({
  form,
  route,
  priced,
  extras,
  money,
}: {
  form: OrderForm;
  route: ReturnType<typeof useOrderRoute>;
  priced: Transport | null;
  extras: PriceListRow[];
  money: (value: number | null | undefined) => string;
}) {
  const { t, intl } = useI18n();
  const { formatNumber } = intl;
  const values = useWatch({ control: form.control }) as OrderFormValues;
  const [tab, setTab] = useState('go');
  const when = (value: unknown) => (typeof value === 'string' && value ? formatDateTime(value) : '–');
  const place = (side: 'pickup' | 'destination') =>
    [values[`${side}_location`], values[`${side}_address`], values[`${side}_postal_code`], values[`${side}_city_name`]]
      .filter((part) => typeof part === 'string' && part !== '')
      .join(', ');
  const summary = priced?.price_summary;
  const trip = (leg: 'go' | 'return') => (
    <Stack space="medium">
      <Columns space="large" collapseBelow="tablet">
        <Column>
          <Stack space="small">
            <Heading level={2}>{t('wizard.section.pickup')}</Heading>
            <Text>{leg === 'go' ? place('pickup') : place('destination')}</Text>
            <Text tone="muted">
              {t('wizard.preview.when')}: {when(leg === 'go' ? values.pickup_time : values.destination_time)}
            </Text>
          </Stack>
        </Column>
        <Column>
          <Stack space="small">
            <Heading level={2}>{t('wizard.section.destination')}</Heading>
            <Text>{leg === 'go' ? place('destination') : place('pickup')}</Text>
            <Text tone="muted">
              {t('wizard.preview.when')}:{' '}
              {when(leg === 'go' ? values.destination_time : values.return_transport_destination_time)}
            </Text>
          </Stack>
        </Column>
      </Columns>
      <Text>
        {t('wizard.section.vehicle')}:{' '}
        {leg === 'go'
          ? [values.vehicle.toUpperCase(), values.vehicle_brand].filter(Boolean).join(' ')
          : [values.return_transport_vehicle.toUpperCase(), values.return_transport_brand].filter(Boolean).join(' ')}
      </Text>
      {priced ? (
        <Text weight="bold" data-testid={`order-price-${leg}`}>
          {t('wizard.preview.tripPrice')}:{' '}
          {money(
            leg === 'go'
              ? (summary?.form1_price ?? priced.price_go_trip)
              : (summary?.form2_price ?? priced.price_return_trip),
          )}
        </Text>
      ) : null}
    </Stack>
  );
  return (
    <Stack space="large">
      <Card>
        {values.round_trip ? (
          <Tabs
            label={t('wizard.pages.preview')}
            value={tab}
            onValueChange={setTab}
            items={[
              { value: 'go', label: t('wizard.preview.goTrip'), content: trip('go') },
              {
                value: 'return',
                label: t('wizard.preview.returnTrip'),
                content: trip('return'),
              },
            ]}
          />
        ) : (
          trip('go')
        )}
      </Card>
      <Card title={t('wizard.preview.vatNote')}>
        {priced ? (
          <dl className={styles.prices} data-testid="order-prices">
            <dt>{t('wizard.preview.tripPrice')}</dt>
            <dd>{money(summary?.trip_price_total ?? priced.price)}</dd>
            <dt>{t('wizard.preview.extras')}</dt>
            <dd>{money(priced.service_prices_total_company ?? extras.reduce((sum, row) => sum + row.price_eur, 0))}</dd>
            <dt>{t('wizard.preview.length')}</dt>
            <dd>
              {t('wizard.preview.kilometres', {
                km: formatNumber(summary?.trip_length_km_total ?? priced.trip_length_km ?? route?.distanceKm ?? 0, {
                  maximumFractionDigits: 1,
                }),
              })}
            </dd>
            <dt>{t('wizard.preview.total')}</dt>
            <dd>{money(priced.transport_total_price)}</dd>
          </dl>
        ) : (
          <div data-testid="order-not-priced">
            <Notice tone="caution">{t('wizard.preview.notPriced')}</Notice>
          </div>
        )}
      </Card>
    </Stack>
  );
}
