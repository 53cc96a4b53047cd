/**
 * The domain's order rules on the form: every rule when a write starts, then live on every change after a failed
 * attempt (spec 2 §8); and the priority rule (urgent is locked on when the delivery is too soon).
 */
import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import {
  ordersForCustomers,
  PRIORITY_URGENT,
  transportOrderIssues,
  transportPriority,
  URGENT_PICKUP_NOTE_SECONDS,
} from '@siirto/domain';
import type { components } from '@siirto/api-client/schema';
import type { OrderWizardActor } from '../machines/order-wizard';
import type { OrderForm } from './wizard-fields';
import type { FrameValues, OrderPage } from './wizard-frame';

export function useOrderChecks({
  form,
  wizard,
  company,
  travelSeconds,
  marginPercent,
  shownPage,
  goTo,
}: {
  form: OrderForm;
  wizard: OrderWizardActor;
  company: components['schemas']['Company'];
  travelSeconds: number | null;
  marginPercent: number;
  shownPage: OrderPage;
  goTo: (page: OrderPage) => void;
}) {
  const [checkAll, setCheckAll] = useState<boolean | null>(null);
  // the live check after a failed attempt runs on every change of the values
  const fingerprint = useSelector(wizard, (current) => (checkAll === null ? '' : current.context.fingerprint));
  // a coordinating company orders for its customers (an optional choice on page 1)
  const customerChoice = ordersForCustomers(company.account_type);
  const issues = (requireAll: boolean) =>
    transportOrderIssues(form.getValues(), {
      now: new Date(),
      requireAll,
      travelSeconds,
      marginPercent,
      customerChoice,
    });

  useEffect(() => {
    if (checkAll === null) return;
    const found = transportOrderIssues(form.getValues(), {
      now: new Date(),
      requireAll: checkAll,
      travelSeconds,
      marginPercent,
      customerChoice,
    });
    const failing = new Set(found.map((issue) => issue.path));
    for (const name of Object.keys(form.formState.errors))
      if (!failing.has(name) && form.formState.errors[name]?.type !== 'server') form.clearErrors(name);
    for (const issue of found)
      if (form.formState.errors[issue.path]?.message !== issue.message)
        form.setError(issue.path, { type: 'rule', message: issue.message });
  }, [fingerprint, checkAll, travelSeconds, marginPercent, customerChoice, form]);

  /** Checks the values before a write (all of them before a price or a publish); the first error's page opens. */
  const validate = (requireAll: boolean) => {
    setCheckAll(requireAll);
    form.clearErrors();
    const found = issues(requireAll);
    for (const issue of found) form.setError(issue.path, { type: 'rule', message: issue.message });
    if (found.length > 0) {
      const first = found[0]?.path ?? '';
      const returnField = first.startsWith('return_transport_');
      if (returnField && shownPage !== 2) goTo(2);
      if (!returnField && shownPage !== 1) goTo(1);
    }
    return found.length === 0;
  };
  return { validate };
}

/** Urgent is locked on when the delivery is too soon for the trip; a pickup soon gets a note. */
export function useOrderPriority({
  form,
  values,
  company,
  travelSeconds,
}: {
  form: OrderForm;
  values: FrameValues;
  company: components['schemas']['Company'];
  travelSeconds: number | null;
}) {
  const now = new Date();
  const priority = transportPriority({
    destinationTime: values.destination_time,
    now,
    travelSeconds,
    autoPriorityTimeSeconds: company.transport_auto_priority_time,
  });
  useEffect(() => {
    if (priority.locked && form.getValues('priority') !== PRIORITY_URGENT)
      form.setValue('priority', PRIORITY_URGENT, { shouldDirty: true });
  }, [priority.locked, form]);
  const pickupSoon =
    typeof values.pickup_time === 'string' &&
    new Date(values.pickup_time).getTime() - now.getTime() < URGENT_PICKUP_NOTE_SECONDS * 1000;
  return { priorityLocked: priority.locked, pickupSoon };
}
