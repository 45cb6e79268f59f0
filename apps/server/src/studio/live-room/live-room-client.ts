import type { ChatMessage } from './live-chat.repository';
import type { LiveRoomText } from './live-room-text';

export interface LiveRoomClientConfig {
  vendor: string;
  /** The ticket's fields (and signature), as the launch address carried them. */
  ticket: Record<string, string>;
  lastId: number;
  breakAt: number | null;
  backAt: number | null;
  /** How long a break lasts. */
  breakMs: number;
  hostName: string;
  locale: string;
  text: LiveRoomText;
}

/**
 * The room page's script (serialised into the page): the live feed of the room's messages
 * (server-sent events, reconnected by the browser), posting, and the host's break by the clock.
 * Messages are put in with textContent, never as HTML.
 */
export function liveRoomClient(config: LiveRoomClientConfig): void {
  const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const t = config.text;
  const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  const list = $<HTMLOListElement>('chat-list');
  const empty = $<HTMLParagraphElement>('chat-empty');
  const status = $<HTMLParagraphElement>('chat-status');
  const form = $<HTMLFormElement>('chat-form');
  const input = $<HTMLInputElement>('chat-input');
  const send = $<HTMLButtonElement>('chat-send');
  const seen = new Set<number>();
  for (const item of Array.from(list.querySelectorAll<HTMLElement>('[data-id]'))) seen.add(Number(item.dataset.id));
  const base = `/studio/${encodeURIComponent(config.vendor)}/live-room`;
  const query = new URLSearchParams(config.ticket).toString();
  const time = (at: number) => new Date(at).toLocaleTimeString(config.locale, { hour: '2-digit', minute: '2-digit' });

  function add(message: ChatMessage): void {
    if (seen.has(message.id)) return;
    seen.add(message.id);
    const item = document.createElement('li');
    item.className = message.kind === 'HOST' ? 'chat__line chat__line--host' : 'chat__line';
    item.dataset.id = String(message.id);
    item.dataset.testid = 'chat-line';
    const who = document.createElement('span');
    who.className = 'chat__who';
    who.textContent = message.kind === 'HOST' ? `${message.name} · ${t.host}` : message.name;
    const said = document.createElement('span');
    said.className = 'chat__text';
    said.textContent = message.text;
    item.append(who, said);
    list.append(item);
    while (list.children.length > 100) list.firstElementChild?.remove();
    empty.hidden = true;
    list.scrollTop = list.scrollHeight;
  }

  function expired(): void {
    status.textContent = t.expired;
    input.disabled = true;
    send.disabled = true;
    source.close();
  }

  const source = new EventSource(`${base}/feed?${query}&after=${config.lastId}`);
  source.addEventListener('messages', (event) => {
    status.textContent = '';
    for (const message of JSON.parse((event as MessageEvent<string>).data) as ChatMessage[]) add(message);
  });
  source.addEventListener('expired', () => expired());
  source.addEventListener('error', () => {
    if (source.readyState !== EventSource.CLOSED) status.textContent = t.lost;
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text || send.disabled) return;
    send.disabled = true;
    void fetch(`${base}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...config.ticket, text }),
    })
      .then(async (answer) => {
        const json = (await answer.json()) as { success: boolean; code?: string; message?: string };
        if (json.success) {
          input.value = '';
          status.textContent = '';
        } else if (json.code === 'LIVE_CHAT_EXPIRED') expired();
        else status.textContent = json.message ?? '';
      })
      .catch(() => {
        status.textContent = t.lost;
      })
      .finally(() => {
        if (!input.disabled) send.disabled = false;
        input.focus();
      });
  });

  // The host's break by the shift clock: the stage says when the host is back, and returns then.
  const stage = $<HTMLDivElement>('stage');
  const pause = $<HTMLDivElement>('stage-break');
  const backText = $<HTMLParagraphElement>('stage-back');
  function onBreak(backAt: number): void {
    stage.classList.add('stage--break');
    pause.hidden = false;
    backText.textContent = fill(t.backAt, { time: time(backAt) });
    setTimeout(
      () => {
        stage.classList.remove('stage--break');
        pause.hidden = true;
      },
      Math.max(0, backAt - Date.now()),
    );
  }
  if (config.backAt) onBreak(config.backAt);
  else if (config.breakAt) {
    const breakAt = config.breakAt;
    setTimeout(() => onBreak(breakAt + config.breakMs), Math.max(0, breakAt - Date.now()));
  }
}
