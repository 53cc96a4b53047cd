/**
 * A new chat (spec 2 §4, §5, §7): a customer chat (a customer must be chosen: 'Valitse asiakas'; it may add
 * every account user and the customer) or a team group (its description is sent empty).
 */
import { useEffect, useState } from 'react';
import { Button, Checkbox, SegmentedControl, Select, TextField, Textarea } from '@siirto/ui';
import { firstIssueIdByField, newCustomerChatSchema, newTeamGroupSchema, type ChatGroup } from '@siirto/domain';
import { Modal } from '../../../components/dialog';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import { useCreateChatGroup } from '../api/create-chat-group';
import { useCustomers } from '../api/get-customers';
import * as styles from './chat.css';

type Kind = 'customer' | 'group';

export function NewChatDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (group: ChatGroup) => void;
}) {
  const { t, fieldError } = useI18n();
  const notify = useNotify();
  const [kind, setKind] = useState<Kind>('customer');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [customer, setCustomer] = useState<string | null>(null);
  const [addAllMembers, setAddAllMembers] = useState(true);
  const [addCustomer, setAddCustomer] = useState(true);
  const [errors, setErrors] = useState<{ name?: string; customer?: string }>({});
  const customers = useCustomers(open && kind === 'customer');
  const create = useCreateChatGroup();

  useEffect(() => {
    if (customers.isError) notify({ tone: 'critical', title: t('chat.toast.customersFailed') });
  }, [customers.isError, notify, t]);

  const submit = () => {
    const parsed =
      kind === 'customer'
        ? newCustomerChatSchema.safeParse({
            name,
            description,
            customer: customer === null ? undefined : Number(customer),
            add_all_members: addAllMembers,
            add_customer: addCustomer,
          })
        : newTeamGroupSchema.safeParse({ name });
    if (!parsed.success) {
      const ids = firstIssueIdByField(parsed.error);
      const byField = { name: fieldError(ids.name), customer: fieldError(ids.customer) };
      setErrors(byField);
      if (byField.customer) notify({ tone: 'critical', title: t('chat.toast.chooseCustomer') });
      return;
    }
    setErrors({});
    const body =
      kind === 'customer'
        ? { ...(parsed.data as ReturnType<typeof newCustomerChatSchema.parse>), chat_type: 'customer' as const }
        : { name: parsed.data.name, description: '', chat_type: 'group' as const };
    create.mutate(body, {
      onSuccess: (group) => {
        notify({ tone: 'positive', title: t('chat.toast.created') });
        onCreated(group);
      },
      onError: () => notify({ tone: 'critical', title: t('chat.toast.createFailed') }),
    });
  };

  return (
    <Modal
      open={open}
      title={t('chat.new.title')}
      onClose={onClose}
      actions={
        <>
          <Button tone="secondary" onClick={onClose}>
            {t('chat.new.cancel')}
          </Button>
          <Button loading={create.isPending} onClick={submit}>
            {t('chat.new.create')}
          </Button>
        </>
      }
    >
      <form
        className={styles.formGrid}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SegmentedControl<Kind>
          label={t('chat.new.type')}
          value={kind}
          onValueChange={setKind}
          options={[
            { value: 'customer', label: t('chat.new.customerChat') },
            { value: 'group', label: t('chat.new.teamGroup') },
          ]}
        />
        <TextField
          label={t('chat.new.name')}
          required
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        {kind === 'customer' ? (
          <>
            <Select
              label={t('chat.new.customer')}
              required
              placeholder={t('chat.new.customerPlaceholder')}
              value={customer}
              onValueChange={setCustomer}
              error={errors.customer}
              options={(customers.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
            />
            <Textarea
              label={t('chat.new.description')}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
            <Checkbox label={t('chat.new.addAllMembers')} checked={addAllMembers} onCheckedChange={setAddAllMembers} />
            <Checkbox label={t('chat.new.addCustomer')} checked={addCustomer} onCheckedChange={setAddCustomer} />
          </>
        ) : null}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
