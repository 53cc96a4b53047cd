/** The local copy: every change is kept on this device until the server has it (spec 2 §2 "Order wizard"). */
import { useEffect, useRef, useState } from 'react';
import { tokenStore } from '../../../lib/tokens';
import type { OrderWizardActor } from '../machines/order-wizard';
import type { LocalOrderStore } from './local-copy';
import type { OrderForm } from './wizard-fields';
import type { OrderPage } from './wizard-frame';

export function useLocalCopy({
  form,
  wizard,
  store,
  userId,
  transportId,
  page,
  resumePath,
  restored,
}: {
  form: OrderForm;
  wizard: OrderWizardActor;
  store: LocalOrderStore;
  userId: number;
  /** The order's id as the machine knows it (0 until the first save). */
  transportId: number;
  page: OrderPage;
  resumePath: ((transportId: number, page: OrderPage) => string) | undefined;
  /** The wizard opened from a local copy: its values are on this device only. */
  restored: boolean;
}) {
  const [localOnly, setLocalOnly] = useState(restored);
  const pageRef = useRef(page);
  /** The id the copy is kept under (read when a save answers: the copy of the id before it is removed). */
  const idRef = useRef(transportId);
  useEffect(() => {
    pageRef.current = page;
    idRef.current = transportId;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      const { sessionKey, writeSeq } = wizard.getSnapshot().context;
      store.write(userId, idRef.current, {
        values: form.getValues(),
        page: pageRef.current,
        savedAt: Date.now(),
        idempotencyKey: sessionKey,
        writeSeq,
      });
    };
    const subscription = form.watch((_, { type }) => {
      if (type !== 'change' && type !== undefined) return;
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
        store.markResume(userId, resumePath(idRef.current, pageRef.current));
    };
  }, [form, store, userId, resumePath, wizard]);
  return { localOnly, setLocalOnly, idRef };
}
