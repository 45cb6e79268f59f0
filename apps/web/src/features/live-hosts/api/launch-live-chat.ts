import { launchChatValue, type LaunchChatValue } from '@panalo/contract/live-hosts';
import { apiRequest } from '../../../lib/api-client';

/** GET /lgw/live/launchChat (T) ?modelId: the host's room address, which becomes the live source. */
export const launchLiveChat = (modelId: string, signal?: AbortSignal): Promise<LaunchChatValue> =>
  apiRequest('/lgw/live/launchChat', launchChatValue, { auth: true, signal, query: { modelId } });
