/**
 * /dashboard/chat (spec 2 §2): the group list beside the open group (`?group=<id>`); on a phone one at a time.
 * The realtime channel (the tab's one socket, lib/realtime.ts, open app-wide when the status flag WEBSOCKET is 1)
 * is subscribed while the page is shown; its chat notices refresh the group list and drive the open room.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Heading, Notice, Spinner } from '@siirto/ui';
import type { RealtimeNotice } from '@siirto/api-client';
import { memberRole } from '@siirto/domain';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/intl';
import { useCurrentUser } from '../../../lib/session';
import { useAdminStatus } from '../../../lib/queries/get-status';
import { refreshChatGroups, useDeleteChatGroup } from '../api/delete-chat-group';
import { useChatGroup } from '../api/get-chat-group';
import { chatKeys } from '../api/keys';
import { ChatGroupList, chatGroupHref } from '../components/ChatGroupList';
import { ChatRoom } from '../components/ChatRoom';
import { MembersDialog } from '../components/MembersDialog';
import { NewChatDialog } from '../components/NewChatDialog';
import * as styles from '../components/chat.css';
import { useRealtime, useRealtimeStatus } from '../../../lib/realtime';
import { PageHeading } from '../../../components/page-heading';
import { ConfirmDialog } from '../../../components/dialog';
import { useNotify } from '../../../components/toaster';

const CHAT_TITLE_ID = 'chat-title';

function OpenGroup({
  groupId,
  userId,
  subscribe,
  takeFocus,
  onFocused,
  onDeleted,
}: {
  groupId: number;
  userId: number;
  subscribe: (listener: (notice: RealtimeNotice) => void) => () => void;
  /** A group just created: its heading takes the focus once it has loaded, so the keyboard goes on in the room. */
  takeFocus: boolean;
  onFocused: () => void;
  /** The group was deleted here by its admin. */
  onDeleted: () => void;
}) {
  const { t } = useI18n();
  const notify = useNotify();
  const group = useChatGroup(groupId);
  const [membersOpen, setMembersOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const deleteGroup = useDeleteChatGroup(groupId);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = group.data !== undefined;
  useEffect(() => {
    if (!takeFocus || !loaded) return;
    heading.current?.focus();
    onFocused();
  }, [takeFocus, loaded, onFocused]);
  if (group.isPending) return <Spinner label={t('common.loading')} />;
  if (group.isError)
    return (
      <Notice tone="caution" live="assertive">
        {t('chat.room.loadFailed')}
      </Notice>
    );
  return (
    <section className={styles.column} aria-labelledby="chat-room-title">
      <div className={styles.roomHeader}>
        <Heading level={2} id="chat-room-title" ref={heading} tabIndex={-1} className={styles.roomTitle}>
          {group.data.name}
        </Heading>
        <div className={styles.roomActions}>
          <Button tone="secondary" size="small" onClick={() => setMembersOpen(true)}>
            {t('chat.room.members')}
          </Button>
          {memberRole(group.data, userId) === 'admin' ? (
            <Button tone="secondary" size="small" onClick={() => setConfirmDelete(true)}>
              {t('chat.room.deleteGroup')}
            </Button>
          ) : null}
        </div>
      </div>
      <ChatRoom key={group.data.id} group={group.data} userId={userId} subscribe={subscribe} />
      <MembersDialog open={membersOpen} onClose={() => setMembersOpen(false)} group={group.data} userId={userId} />
      <ConfirmDialog
        open={confirmDelete}
        title={t('chat.room.deleteGroupTitle')}
        text={t('chat.room.deleteGroupText')}
        confirmLabel={t('chat.room.deleteGroup')}
        cancelLabel={t('chat.message.cancel')}
        busy={deleteGroup.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          deleteGroup.mutate(undefined, {
            onSuccess: () => {
              notify({ tone: 'positive', title: t('chat.toast.groupDeleted') });
              onDeleted();
            },
            onError: () => {
              setConfirmDelete(false);
              notify({ tone: 'critical', title: t('chat.toast.groupDeleteFailed') });
            },
          })
        }
      />
    </section>
  );
}

export default function ChatRoute() {
  const { t } = useI18n();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const groupParam = params.get('group');
  const groupId = groupParam && /^\d+$/.test(groupParam) ? Number(groupParam) : null;
  const [newOpen, setNewOpen] = useState(false);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const createdFocused = useCallback(() => setCreatedId(null), []);
  const notify = useNotify();
  // A deleted group closes: back to the list, and the focus, gone with the room, goes to the page's heading.
  const openGroupRef = useRef(groupId);
  openGroupRef.current = groupId;
  const closeGroup = useCallback(() => {
    openGroupRef.current = null;
    void navigate(paths.dashboard.chat.href(), { replace: true });
    requestAnimationFrame(() => {
      if (document.activeElement === null || document.activeElement === document.body)
        document.getElementById(CHAT_TITLE_ID)?.focus();
    });
  }, [navigate]);
  const status = useAdminStatus();
  const realtimeEnabled = status.data?.WEBSOCKET === 1;
  const realtimeStatus = useRealtimeStatus();

  // the page's one subscription to the socket, fanned out to the open room
  const roomListeners = useRef(new Set<(notice: RealtimeNotice) => void>());
  const onNotice = useCallback(
    (notice: RealtimeNotice) => {
      // chat events and a reopened socket; the shared socket also carries transport events (lib/live)
      if (notice.type === 'chat_group_deleted') {
        void refreshChatGroups(queryClient);
        // deleted by this user: the deletion's own answer closes the group with its own notice
        const ownDeletion = queryClient.isMutating({ mutationKey: chatKeys.deleteGroup(notice.chat_group_id) }) > 0;
        if (openGroupRef.current === notice.chat_group_id && !ownDeletion) {
          notify({ tone: 'caution', title: t('chat.toast.groupRemoved') });
          closeGroup();
        }
      } else if (notice.type === 'reconnected' || 'chat_group_id' in notice)
        void queryClient.invalidateQueries({ queryKey: chatKeys.groups() });
      for (const listener of roomListeners.current) listener(notice);
    },
    [queryClient, notify, t, closeGroup],
  );
  useRealtime(realtimeEnabled, onNotice);
  const subscribe = useCallback((listener: (notice: RealtimeNotice) => void) => {
    roomListeners.current.add(listener);
    return () => {
      roomListeners.current.delete(listener);
    };
  }, []);

  return (
    <div className={styles.column}>
      <PageHeading id={CHAT_TITLE_ID}>{t('chat.title')}</PageHeading>
      {/* the channel still reconnects by itself; the shell shows the reconnecting state */}
      {realtimeEnabled && realtimeStatus === 'failing' ? (
        <div role="alert">
          <Notice tone="critical" live="assertive">
            {t('chat.toast.channelFailed')}
          </Notice>
        </div>
      ) : null}
      <div className={styles.layout}>
        <div className={groupId === null ? undefined : styles.hideOnPhone}>
          <ChatGroupList selectedId={groupId} onNew={() => setNewOpen(true)} />
        </div>
        <div className={groupId === null ? styles.hideOnPhone : styles.column}>
          {groupId === null ? (
            <p>{t('chat.room.choose')}</p>
          ) : (
            <>
              <div className={styles.hideOnPhoneInverse}>
                <RouterLink to={paths.dashboard.chat.href()}>{t('chat.room.back')}</RouterLink>
              </div>
              <OpenGroup
                key={groupId}
                groupId={groupId}
                userId={user.id}
                subscribe={subscribe}
                takeFocus={createdId === groupId}
                onFocused={createdFocused}
                onDeleted={closeGroup}
              />
            </>
          )}
        </div>
      </div>
      <NewChatDialog
        open={newOpen}
        onClose={() => setNewOpen(false)}
        onCreated={(group) => {
          setNewOpen(false);
          setCreatedId(group.id);
          void navigate(chatGroupHref(group.id));
        }}
      />
    </div>
  );
}
