/** The one shell of a dialog that saves a form: the Dialog, the form messages, the fields, then Cancel / Submit. */
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';
import { Button } from '@siirto/ui';
import { useI18n } from '../i18n/intl';
import type { ServerForm } from '../lib/server-form';
import { Modal } from './dialog';
import { FormMessages } from './form';
import * as c from './components.css';

/**
 * The dialog around a form. A dialog may stay mounted while closed (so that opening it portals it straight into the
 * theme root): its child, the form (a component that calls `useServerForm` and draws a `DialogForm`), mounts afresh
 * on each opening because the Dialog mounts its content only while open.
 */
export function FormDialog({
  open,
  title,
  onClose,
  children,
  finalFocus,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Where focus goes on close (see Modal); the opener unless given. */
  finalFocus?: (() => HTMLElement | null) | undefined;
}) {
  return (
    <Modal open={open} title={title} onClose={onClose} finalFocus={finalFocus}>
      {children}
    </Modal>
  );
}

/** The form inside a FormDialog (or on a page): the messages, the fields, then Cancel (when given) and Submit. */
export function DialogForm<S extends ZodType<FieldValues, FieldValues>>({
  server,
  submitLabel,
  onCancel,
  children,
}: {
  server: ServerForm<S>;
  submitLabel: string;
  onCancel?: (() => void) | undefined;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const { errors, submitCount } = server.form.formState;
  return (
    <form onSubmit={(event) => void server.onSubmit(event)} noValidate className={c.stack}>
      <FormMessages errors={errors} submitCount={submitCount} general={server.general} />
      {children}
      <div className={c.dialogActions}>
        {onCancel ? (
          <Button tone="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={server.pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
