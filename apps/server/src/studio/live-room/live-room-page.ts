import type { Language } from '@panalo/contract/constants';
import { LIVE_ON_TABLE_MS, LIVE_SHIFT_MS, liveHostAvatarSvg, liveHostShift, type LiveHostProfile } from '@panalo/contract/live-hosts';
import { escapeHtml, standalonePage } from '../../adapters/standalone-page';
import type { ChatMessage } from './live-chat.repository';
import { liveRoomClient, type LiveRoomClientConfig } from './live-room-client';
import { LIVE_ROOM_STYLE } from './live-room-style';
import { LIVE_ROOM_TEXT } from './live-room-text';

export interface LiveRoomView {
  vendor: string;
  profile: LiveHostProfile;
  tableName: string;
  ticket: Record<string, string>;
  backlog: ChatMessage[];
  now: number;
  /** The site's theme, when the site says it; else the system's. */
  theme: 'light' | 'dark' | null;
}

const line = (message: ChatMessage, hostWord: string) =>
  `<li class="chat__line${message.kind === 'HOST' ? ' chat__line--host' : ''}" data-id="${message.id}" data-testid="chat-line">` +
  `<span class="chat__who">${escapeHtml(message.kind === 'HOST' ? `${message.name} · ${hostWord}` : message.name)}</span>` +
  `<span class="chat__text">${escapeHtml(message.text)}</span></li>`;

/**
 * A host's live room: the stream's stand-in (the host behind the table, cards dealt, drawn in SVG
 * and CSS, or the break card with the time the host is back) and the room's chat. The backlog is
 * written in escaped; the script adds later messages as text.
 */
export function renderLiveRoom(view: LiveRoomView, language: Language, nonce: string): string {
  const t = LIVE_ROOM_TEXT[language];
  const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  const name = escapeHtml(view.profile.nickname);
  const shift = liveHostShift(view.profile, view.now);
  const config: LiveRoomClientConfig = {
    vendor: view.vendor,
    ticket: view.ticket,
    lastId: view.backlog.at(-1)?.id ?? 0,
    breakAt: shift.breakAt,
    backAt: shift.backAt,
    breakMs: LIVE_SHIFT_MS - LIVE_ON_TABLE_MS,
    hostName: view.profile.nickname,
    locale: language === 'TY' ? 'fil-PH' : 'en-PH',
    text: t,
  };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const body = `<div class="room${view.theme ? ` theme-${view.theme}` : ''}">
  <header class="room__head">
    <img src="data:image/svg+xml;utf8,${encodeURIComponent(liveHostAvatarSvg(view.profile))}" alt="" width="44" height="44">
    <div><h1>${name} <span class="badge">${t.live}</span></h1><p>${escapeHtml(fill(t.dealing, { table: view.tableName }))}</p></div>
  </header>
  <div id="stage" class="stage" role="img" aria-label="${escapeHtml(fill(t.stream, { name: view.profile.nickname }))}" data-testid="live-stage">
    <div class="stage__host">${liveHostAvatarSvg(view.profile)}</div>
    <div class="stage__table"></div>
    <span class="card card--1"></span><span class="card card--2"></span><span class="card card--3"></span><span class="card card--4"></span>
    <div id="stage-break" class="stage__break" hidden data-testid="live-break"><h2>${escapeHtml(fill(t.onBreak, { name: view.profile.nickname }))}</h2><p id="stage-back"></p></div>
  </div>
  <section class="chat" aria-labelledby="chat-title">
    <h2 id="chat-title">${t.chat}</h2>
    <ol id="chat-list" class="chat__list" role="log" aria-live="polite" data-testid="chat-list">${view.backlog.map((message) => line(message, t.host)).join('')}</ol>
    <p id="chat-empty" class="chat__empty"${view.backlog.length ? ' hidden' : ''}>${t.empty}</p>
    <form id="chat-form" class="chat__form">
      <label for="chat-input" class="visually-hidden">${t.message}</label>
      <input id="chat-input" name="text" maxlength="200" autocomplete="off" placeholder="${escapeHtml(t.placeholder)}" data-testid="chat-input">
      <button id="chat-send" type="submit" data-testid="chat-send">${t.send}</button>
    </form>
    <p id="chat-status" class="chat__status" role="status"></p>
  </section>
</div>
<script type="application/json" id="room-config">${json}</script>
<script nonce="${nonce}">var __name = function (f) { return f; };
(${liveRoomClient.toString()})(JSON.parse(document.getElementById('room-config').textContent));</script>`;
  return standalonePage({ title: `${name} · ${t.live}`, language, style: LIVE_ROOM_STYLE, mainClass: 'live-room', body });
}
