import { CHAT_GROUP_ORDERING, CHAT_GROUP_PAGE_SIZE } from '@siirto/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { chatKeys } from './keys';

/** GET /chat/v1/groups/: 20 a page, pinned first, then the latest message (spec 2 §7, §9). */
export async function getChatGroups(offset: number, signal?: AbortSignal) {
  return unwrap(
    apiClient.GET('/chat/v1/groups/', {
      signal,
      params: { query: { offset, limit: CHAT_GROUP_PAGE_SIZE, ordering: CHAT_GROUP_ORDERING } },
    }),
  );
}

export const chatGroupsQueryOptions = infiniteQueryOptions({
  queryKey: chatKeys.groups(),
  queryFn: ({ pageParam, signal }) => getChatGroups(pageParam, signal),
  initialPageParam: 0,
  getNextPageParam: (last, pages) => {
    const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
    return loaded < last.count ? loaded : undefined;
  },
});

export const useChatGroups = () => useInfiniteQuery(chatGroupsQueryOptions);
