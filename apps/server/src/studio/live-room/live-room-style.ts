/** The room page's look: the stage (the stream's stand-in) above or beside the chat; light and dark. */
export const LIVE_ROOM_STYLE = `
:root { color-scheme: light dark; --bg: #0f172a; --panel: #111c33; --text: #e2e8f0; --muted: #94a3b8; --line: #1e293b; --accent: #f59e0b; --felt: #0b5d3b; --host: #fde68a; }
@media (prefers-color-scheme: light) { :root { --bg: #f8fafc; --panel: #ffffff; --text: #0f172a; --muted: #475569; --line: #e2e8f0; --accent: #b45309; --felt: #15803d; --host: #92400e; } }
/* The site's own theme, when the frame is told it (?theme=), wins over the system's. */
.theme-dark { color-scheme: dark; --bg: #0f172a; --panel: #111c33; --text: #e2e8f0; --muted: #94a3b8; --line: #1e293b; --accent: #f59e0b; --felt: #0b5d3b; --host: #fde68a; }
.theme-light { color-scheme: light; --bg: #f8fafc; --panel: #ffffff; --text: #0f172a; --muted: #475569; --line: #e2e8f0; --accent: #b45309; --felt: #15803d; --host: #92400e; }
.theme-dark, .theme-light { background: var(--bg); color: var(--text); }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 15px/1.45 system-ui, sans-serif; }
.room { display: grid; grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr); align-content: start; gap: 12px; padding: 12px; min-height: 100vh; }
@media (max-width: 720px) { .room { grid-template-columns: minmax(0, 1fr); } }
.room__head { grid-column: 1 / -1; display: flex; align-items: center; gap: 10px; }
.room__head img { width: 44px; height: 44px; border-radius: 50%; }
.room__head h1 { font-size: 18px; margin: 0; }
.room__head p { margin: 0; color: var(--muted); font-size: 13px; }
.badge { background: #dc2626; color: #fff; font-weight: 700; font-size: 12px; padding: 2px 8px; border-radius: 999px; animation: pulse 1.6s ease-in-out infinite; }
@keyframes pulse { 50% { opacity: .55; } }
.stage { position: relative; border-radius: 14px; overflow: hidden; background: radial-gradient(ellipse at 50% 20%, #3b2f5c, #111827 70%); aspect-ratio: 16 / 10; min-height: 220px; }
.stage__host { position: absolute; left: 50%; top: 6%; width: 46%; max-width: 260px; transform: translateX(-50%); animation: sway 5s ease-in-out infinite; }
.stage__host svg { width: 100%; height: auto; display: block; }
@keyframes sway { 50% { transform: translateX(-50%) rotate(1.5deg) translateY(2px); } }
.stage__table { position: absolute; left: -10%; right: -10%; bottom: -30%; height: 62%; border-radius: 50% 50% 0 0; background: var(--felt); border-top: 8px solid #7c4a1e; }
.card { position: absolute; bottom: 12%; width: 7%; aspect-ratio: 5 / 7; border-radius: 6px; background: #fff; border: 2px solid #e5e7eb; animation: deal 4s ease-in-out infinite; }
.card--1 { left: 31%; } .card--2 { left: 40%; animation-delay: .4s; } .card--3 { left: 53%; animation-delay: .8s; } .card--4 { left: 62%; animation-delay: 1.2s; }
@keyframes deal { 0% { transform: translateY(-140%) rotate(-20deg); opacity: 0; } 20%, 80% { transform: none; opacity: 1; } 100% { opacity: 0; } }
.stage--break .stage__host, .stage--break .card { display: none; }
.stage__break { position: absolute; inset: 0; display: grid; place-content: center; text-align: center; gap: 6px; background: #0f172acc; color: #f8fafc; padding: 16px; }
.stage__break[hidden] { display: none; }
.stage__break h2 { margin: 0; font-size: 20px; }
@media (prefers-reduced-motion: reduce) { .badge, .stage__host, .card { animation: none; } }
.chat { display: flex; flex-direction: column; background: var(--panel); border: 1px solid var(--line); border-radius: 14px; padding: 10px; min-height: 320px; max-height: calc(100vh - 90px); }
.chat h2 { margin: 0 0 6px; font-size: 15px; }
.chat__list { list-style: none; margin: 0; padding: 0; overflow-y: auto; flex: 1; display: flex; flex-direction: column; gap: 6px; }
.chat__line { display: flex; flex-direction: column; padding: 6px 8px; border-radius: 8px; background: color-mix(in srgb, var(--line) 55%, transparent); overflow-wrap: anywhere; }
.chat__line--host { border-left: 3px solid var(--accent); }
.chat__who { font-size: 12px; color: var(--muted); font-weight: 600; }
.chat__line--host .chat__who { color: var(--host); }
.chat__empty { color: var(--muted); }
.chat__form { display: flex; gap: 6px; margin-top: 8px; }
.chat__form input { flex: 1; min-width: 0; padding: 10px; border-radius: 8px; border: 1px solid var(--line); background: var(--bg); color: var(--text); font: inherit; }
.chat__form button { padding: 10px 16px; border: 0; border-radius: 8px; background: var(--accent); color: #111; font-weight: 700; font: inherit; cursor: pointer; }
.chat__form button:disabled { opacity: .6; cursor: default; }
input:focus-visible, button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.chat__status { min-height: 1.4em; margin: 6px 0 0; color: #f87171; font-size: 13px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
