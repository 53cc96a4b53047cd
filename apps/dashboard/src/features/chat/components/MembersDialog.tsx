/** Members and settings of a group (spec 2 §2, §6): members with roles admin / moderator / member. */
import { useRef, useState } from 'react';
import { Button, IconButton, Select } from '@siirto/ui';
import { CHAT_ROLES, memberRole, type ChatGroup, type ChatRole } from '@siirto/domain';
import { Modal } from '../../../components/dialog';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import { useChatMemberMutations } from '../api/chat-members';
import { useAvailableUsers } from '../api/get-available-users';
import * as styles from './chat.css';

export function MembersDialog({
  open,
  onClose,
  group,
  userId,
}: {
  open: boolean;
  onClose: () => void;
  group: ChatGroup;
  userId: number;
}) {
  const { t } = useI18n();
  const notify = useNotify();
  const manages = memberRole(group, userId) === 'admin' || memberRole(group, userId) === 'moderator';
  const available = useAvailableUsers(group.id, open && manages);
  const { add, remove } = useChatMemberMutations(group.id);
  const [user, setUser] = useState<string | null>(null);
  const [role, setRole] = useState<ChatRole>('member');
  const roleLabel = (value: ChatRole) => t(`chat.role.${value}`);
  const choices = available.data ?? [];
  // Adding disables Lisää and removing takes away the pressed button: the focus goes to the user choice for the
  // next member (or to the dialog when nobody is left to add) instead of falling to the page.
  const content = useRef<HTMLDivElement>(null);
  const keepFocus = () =>
    requestAnimationFrame(() => {
      const root = content.current;
      const next =
        root?.querySelector<HTMLElement>('form [role="combobox"]') ?? root?.closest<HTMLElement>('[role="dialog"]');
      next?.focus();
    });

  return (
    <Modal
      open={open}
      title={t('chat.members.title')}
      onClose={onClose}
      actions={
        <Button tone="secondary" onClick={onClose}>
          {t('chat.members.close')}
        </Button>
      }
    >
      <div className={styles.formGrid} ref={content}>
        {group.description ? <p>{t('chat.members.description', { text: group.description })}</p> : null}
        <ul className={styles.groupList} aria-label={t('chat.members.list')}>
          {group.members.map((member) => (
            <li key={member.id} className={styles.memberRow}>
              <span>
                {member.user.full_name} · {roleLabel(member.role)}
              </span>
              {manages && member.user.id !== userId ? (
                <IconButton
                  icon="trash"
                  size="small"
                  label={t('chat.members.remove', { name: member.user.full_name })}
                  onClick={() =>
                    remove.mutate(member.id, {
                      onSuccess: keepFocus,
                      onError: () => notify({ tone: 'critical', title: t('chat.members.removeFailed') }),
                    })
                  }
                />
              ) : null}
            </li>
          ))}
        </ul>
        {manages ? (
          <>
            {available.isSuccess && choices.length === 0 ? <p>{t('chat.members.noneAvailable')}</p> : null}
            {choices.length > 0 ? (
              <form
                className={styles.formGrid}
                aria-label={t('chat.members.add')}
                onSubmit={(event) => {
                  event.preventDefault();
                  if (user === null) return;
                  add.mutate(
                    { chat_group: group.id, user: Number(user), role },
                    {
                      onSuccess: () => {
                        setUser(null);
                        keepFocus();
                      },
                      onError: () => notify({ tone: 'critical', title: t('chat.members.addFailed') }),
                    },
                  );
                }}
              >
                <Select
                  label={t('chat.members.user')}
                  value={user}
                  onValueChange={setUser}
                  options={choices.map((item) => ({ value: String(item.id), label: item.full_name }))}
                />
                <Select<ChatRole>
                  label={t('chat.members.role')}
                  value={role}
                  onValueChange={(value) => setRole(value ?? 'member')}
                  options={CHAT_ROLES.map((value) => ({ value, label: roleLabel(value) }))}
                />
                <Button type="submit" disabled={user === null} loading={add.isPending}>
                  {t('chat.members.addButton')}
                </Button>
              </form>
            ) : null}
          </>
        ) : null}
      </div>
    </Modal>
  );
}
