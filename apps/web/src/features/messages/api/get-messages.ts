import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { messagePage } from '@panalo/contract/wallet';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys } from './message-keys';

export type MessagePage = z.infer<typeof messagePage>;

export const getMessages = (pageNo: number, pageSize: number, signal?: AbortSignal): Promise<MessagePage> =>
  apiRequest('/wps/v2/messages', messagePage, { auth: true, signal, query: { pageNo: String(pageNo), pageSize: String(pageSize) } });

export const messagesQueryOptions = (pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: [...messageKeys.list, pageNo, pageSize],
    queryFn: ({ signal }) => getMessages(pageNo, pageSize, signal),
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });

export const useMessages = (pageNo: number, pageSize: number) => useQuery(messagesQueryOptions(pageNo, pageSize));
