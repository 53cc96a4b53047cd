/** The group list (spec 2 §2): pinned first, then the latest message; unread badges, the transport, search. */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, TextField, Badge, Notice, Spinner } from '@siirto/ui';
import { compareChatGroups, matchesChatGroupSearch, type ChatGroup } from '@siirto/domain';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/intl';
import { useChatGroups } from '../api/get-chat-groups';
import * as styles from './chat.css';

export const chatGroupHref = (id: number) => `${paths.dashboard.chat.href()}?group=${String(id)}`;

function GroupItem({ group, selected }: { group: ChatGroup; selected: boolean }) {
  const { t } = useI18n();
  return (
    <li>
      <RouterLink
        to={chatGroupHref(group.id)}
        className={styles.groupLink}
        aria-current={selected ? 'page' : undefined}
      >
        <span className={styles.groupTitle}>
          <span className={styles.groupName}>{group.name}</span>
          {group.is_pinned ? <Badge>{t('chat.groups.pinned')}</Badge> : null}
          {group.unread_count > 0 ? (
            <Badge tone="critical">{t('chat.groups.unread', { count: group.unread_count })}</Badge>
          ) : null}
        </span>
        {group.transport_transporting ? (
          <span className={styles.groupMeta}>
            {t('chat.groups.transport', {
              id: group.transport_transporting.id,
              vehicle: group.transport_transporting.vehicle,
            })}
          </span>
        ) : null}
        {group.customer ? (
          <span className={styles.groupMeta}>{t('chat.groups.customer', { name: group.customer.name })}</span>
        ) : null}
      </RouterLink>
    </li>
  );
}

export function ChatGroupList({ selectedId, onNew }: { selectedId: number | null; onNew: () => void }) {
  const { t } = useI18n();
  const [search, setSearch] = useState('');
  const groups = useChatGroups();
  const all = groups.data?.pages.flatMap((page) => page.results) ?? [];
  // one copy per id (a group moves between pages when a message arrives), pinned and latest first
  const unique = [...new Map(all.map((group) => [group.id, group])).values()].sort(compareChatGroups);
  const shown = unique.filter((group) => matchesChatGroupSearch(group, search));
  return (
    <nav className={styles.column} aria-label={t('chat.groups.label')}>
      <Button onClick={onNew}>{t('chat.groups.new')}</Button>
      <TextField
        type="search"
        label={t('chat.groups.search')}
        description={t('chat.groups.searchHint')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {groups.isPending ? <Spinner label={t('common.loading')} /> : null}
      {groups.isError ? (
        <Notice tone="caution" live="assertive">
          {t('chat.groups.loadFailed')}
        </Notice>
      ) : null}
      {groups.isSuccess && shown.length === 0 ? <p>{t('chat.groups.empty')}</p> : null}
      {shown.length > 0 ? (
        <ul className={styles.groupList}>
          {shown.map((group) => (
            <GroupItem key={group.id} group={group} selected={group.id === selectedId} />
          ))}
        </ul>
      ) : null}
      {groups.hasNextPage ? (
        <Button tone="secondary" loading={groups.isFetchingNextPage} onClick={() => void groups.fetchNextPage()}>
          {t('chat.groups.more')}
        </Button>
      ) : null}
    </nav>
  );
}
