/**
 * /dashboard/chat (spec 2 §2): the group list beside the open group (`?group=<id>`); on a phone one at a time.
 * The realtime channel (the tab's one socket, lib/realtime.ts, open app-wide when the status flag WEBSOCKET is 1)
 * is subscribed while the page is shown; its chat notices refresh the group list and drive the open room.
 */
import { useCallback, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Heading, Notice, Spinner } from '@siirto/ui';
import type { RealtimeNotice } from '@siirto/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/intl';
import { useCurrentUser } from '../../../lib/session';
import { useAdminStatus } from '../../../lib/queries/get-status';
import { useChatGroup } from '../api/get-chat-group';
import { chatKeys } from '../api/keys';
import { ChatGroupList, chatGroupHref } from '../components/ChatGroupList';
import { ChatRoom } from '../components/ChatRoom';
import { MembersDialog } from '../components/MembersDialog';
import { NewChatDialog } from '../components/NewChatDialog';
import * as styles from '../components/chat.css';
import { useRealtime, useRealtimeStatus } from '../../../lib/realtime';
import { PageHeading } from '../../../components/page-heading';

function OpenGroup({
  groupId,
  userId,
  subscribe,
}: {
  groupId: number;
  userId: number;
  subscribe: (listener: (notice: RealtimeNotice) => void) => () => void;
}) {
  const { t } = useI18n();
  const group = useChatGroup(groupId);
  const [membersOpen, setMembersOpen] = useState(false);
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
        <Heading level={2} id="chat-room-title">
          {group.data.name}
        </Heading>
        <Button tone="secondary" size="small" onClick={() => setMembersOpen(true)}>
          {t('chat.room.members')}
        </Button>
      </div>
      <ChatRoom key={group.data.id} group={group.data} userId={userId} subscribe={subscribe} />
      <MembersDialog open={membersOpen} onClose={() => setMembersOpen(false)} group={group.data} userId={userId} />
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
  const status = useAdminStatus();
  const realtimeEnabled = status.data?.WEBSOCKET === 1;
  const realtimeStatus = useRealtimeStatus();

  // the page's one subscription to the socket, fanned out to the open room
  const roomListeners = useRef(new Set<(notice: RealtimeNotice) => void>());
  const onNotice = useCallback(
    (notice: RealtimeNotice) => {
      // chat events and a reopened socket; the shared socket also carries transport events (lib/live)
      if (notice.type === 'reconnected' || 'chat_group_id' in notice)
        void queryClient.invalidateQueries({ queryKey: chatKeys.groups() });
      for (const listener of roomListeners.current) listener(notice);
    },
    [queryClient],
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
      <PageHeading>{t('chat.title')}</PageHeading>
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
              <OpenGroup key={groupId} groupId={groupId} userId={user.id} subscribe={subscribe} />
            </>
          )}
        </div>
      </div>
      <NewChatDialog
        open={newOpen}
        onClose={() => setNewOpen(false)}
        onCreated={(group) => {
          setNewOpen(false);
          void navigate(chatGroupHref(group.id));
        }}
      />
    </div>
  );
}
