/**
 * The order wizard (spec 2 §2 "Order wizard"): page 1 Noutopaikka, page 2 Paluu (round trip with a vehicle change),
 * page 3 Esikatsele; save draft, calculate price, confirm and publish, delete. This module loads what the form needs;
 * `OrderWizardForm` is the form (react-hook-form holds the values, the domain's machine the page and the writes), its
 * concerns in the `use-*` hooks beside it and its pages in `pages/`.
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Notice, Spinner } from '@siirto/ui';
import { canEditTransport, needsReturnLeg } from '@siirto/domain';
import { useI18n } from '../../../i18n/intl';
import { useAdminStatus } from '../../../lib/queries/get-status';
import { useMyCompany } from '../../../lib/queries/get-company';
import { transportQuery } from '../detail/api/get-transport';
import { OrderWizardForm } from './OrderWizardForm';
import type { OrderWizardProps } from './wizard-frame';

/** The transport the wizard edits (0: none), always fetched afresh when the wizard opens. */
const orderQuery = (id: number) => ({ ...transportQuery(id), enabled: id > 0, staleTime: 0 });

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
