/**
 * /dashboard/transports/edit/{id}/{page?}: the order wizard as a page (id 0 or empty = a new order; the page
 * number is in the URL). The modal mode (WEB_TRANSPORT_CREATE_VERSION 1, or `?create` on the list) is CreateOrderModal.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Modal } from '../../../components/dialog';
import { useI18n } from '../../../i18n/intl';
import { useCurrentUser } from '../../../lib/session';
import { useState } from 'react';
import { OrderWizard } from './OrderWizard';
import { toOrderPage, type OrderPage } from './wizard-frame';

export const orderPath = (id: number, page: OrderPage) => `/dashboard/transports/edit/${String(id)}/${String(page)}`;

export default function OrderWizardRoute() {
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser();
  const id = Number(params.transportId ?? '0');
  const transportId = Number.isInteger(id) && id > 0 ? id : 0;
  const page = toOrderPage(params.page);
  // the wizard's own moves (a new order got its id) keep the same wizard; another order is a new one
  const session = (location.state as { orderSession?: string } | null)?.orderSession ?? String(transportId);
  const onPageChange = useCallback(
    (next: OrderPage, nextId: number) =>
      void navigate(orderPath(nextId, next), {
        replace: nextId !== transportId,
        state: { orderSession: nextId !== transportId && transportId > 0 ? String(nextId) : session },
      }),
    [navigate, transportId, session],
  );
  const onDone = useCallback(() => void navigate(paths.dashboard.transports.list.href()), [navigate]);
  return (
    <OrderWizard
      key={session}
      transportId={transportId}
      page={page}
      userId={user.id}
      onPageChange={onPageChange}
      onDone={onDone}
      resumePath={orderPath}
    />
  );
}

/** The order wizard in an extra-large modal (WEB_TRANSPORT_CREATE_VERSION 1; `?create` on the list). */
export function CreateOrderModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const user = useCurrentUser();
  const [state, setState] = useState<{ id: number; page: OrderPage }>({ id: 0, page: 1 });
  const onPageChange = useCallback((page: OrderPage, id: number) => setState({ id, page }), []);
  return (
    <Modal open={open} onClose={onClose} size="xlarge" title={t('wizard.title.new')}>
      {open ? (
        <OrderWizard
          key="modal"
          transportId={state.id}
          page={state.page}
          userId={user.id}
          onPageChange={onPageChange}
          onDone={onClose}
          resumePath={orderPath}
        />
      ) : null}
    </Modal>
  );
}
