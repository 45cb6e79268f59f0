import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadChunk } from '../lib/chunk-load';
import { textsFor } from '../lib/i18n';
import { GAME_AREAS } from '../features/games/game-areas';
import { RootLayout } from './root-layout';
import { AuthRoute } from './routes/auth-route';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';
import { RequireLogin } from './routes/require-login';
import { RouteError } from './routes/route-error';
import { MainLayout } from './shell/main-layout';

/**
 * Only the home page and the shell are in the first download (spec budget: 150 KB of script on a
 * phone); every other page is a chunk of its own, loaded when first visited. A chunk that does not
 * arrive fails with ChunkLoadError and shows in the page's RouteError, inside the shell.
 */
const page = (load: () => Promise<ComponentType>) => () => withTexts(load).then((Component) => ({ Component }));
/** A page's chunk, once the later pages' texts are in too (lib/i18n.ts). */
const withTexts = <T,>(load: () => Promise<T>): Promise<T> => Promise.all([loadChunk(load), textsFor()]).then(([value]) => value);

/** The routes of spec 000 section 2. Paths match case-insensitively, as React Router does by default. */
const HOME_PATHS = ['index', 'index.html', 'home'];
// The lottery pages (spec 001 section 2), each with the lottery fields of its kind; loaded on demand.
const LOTTERY_PAGES = ['lottery', 'seaLottery', 'vnLottery'] as const;

const mainRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  ...HOME_PATHS.map((path) => ({ path, element: <HomePage /> })),
  { path: 'login', element: <AuthRoute kind="login" /> },
  { path: 'register', element: <AuthRoute kind="register" /> },
  { path: 'help', lazy: page(() => import('./routes/help-route').then((m) => m.HelpRoute)) },
  { path: 'helpmc', lazy: page(() => import('../features/help/components/help-center-page').then((m) => m.HelpCenterPage)) },
  {
    path: 'resetPassword',
    lazy: page(() => import('../features/recovery/components/reset-password-page').then((m) => m.ResetPasswordPage)),
  },
  // The e-mailed link that lifts an account's log-in lock (docs/security.md).
  { path: 'unlockAccount', lazy: page(() => import('../features/session/components/unlock-page').then((m) => m.UnlockPage)) },
  // Taking a break and the self-test (issue 18): the break page says itself when a session is needed.
  {
    path: 'responsibleGaming/break',
    lazy: page(() => import('../features/self-exclusion/components/break-page').then((m) => m.BreakPage)),
  },
  {
    path: 'responsibleGaming/selfTest',
    lazy: page(() => import('../features/self-exclusion/components/self-test-page').then((m) => m.SelfTestPage)),
  },
  // "Become an agent" from the footer: visitors and members apply; loaded on demand.
  {
    path: 'applyAgent',
    lazy: page(() => import('../features/agent-application/components/agent-application-page').then((m) => m.AgentApplicationPage)),
  },
  // Live hosts (issue 22): the hosts of the live tables; their rooms need a session (below).
  { path: 'live/hosts', lazy: page(() => import('../features/live-hosts/components/live-hosts-page').then((m) => m.LiveHostsPage)) },
  // Each lobby is its own page (key): its search and filters do not carry over to another lobby.
  ...GAME_AREAS.map(({ key, gameType }) => ({
    path: key,
    lazy: () =>
      withTexts(() =>
        gameType
          ? Promise.all([
              import('../features/games/components/game-lobby-page'),
              // The live casino opens on its hosts (issue 22): chat with a dealer, then join the table.
              key === 'live' ? import('../features/live-hosts/components/live-hosts-row') : null,
            ]).then(([m, hosts]) => ({
              element: <m.GameLobbyPage key={key} areaKey={key} lead={hosts ? <hosts.LiveHostsRow /> : undefined} />,
            }))
          : key === 'promotions'
            ? import('../features/rewards/components/promotions-page').then((m) => ({ element: <m.PromotionsPage /> }))
            : import('../features/points/components/point-mall-page').then((m) => ({ element: <m.PointMallPage /> })),
      ),
  })),
  // The jackpot area is public: pools, winners and each won round's proof need no session.
  {
    path: 'jackpot',
    lazy: page(() => import('../features/jackpot/components/jackpot-page').then((m) => m.JackpotPage)),
  },
  // The built-in games' verifier is public. So is their page: free play (demo=1) needs no session, and
  // real play asks for the log-in itself, so a visitor can choose the demo instead. Both load on demand.
  {
    path: 'originals/verify',
    lazy: page(() => import('../features/originals/components/verify-page').then((m) => m.VerifyPage)),
  },
  // Responsible gaming: visitors read what it offers and are asked to log in; members set their limits.
  {
    path: 'responsibleGaming',
    lazy: page(() => import('../features/responsible-gaming/components/responsible-gaming-page').then((m) => m.ResponsibleGamingPage)),
  },
  {
    path: 'originals',
    lazy: page(() => import('../features/originals/components/originals-page').then((m) => m.OriginalsPage)),
  },
  {
    element: <RequireLogin />,
    // Read by the site popups: without a session this page is only on its way to /login.
    handle: { needsLogin: true },
    children: [
      {
        // Member-centre pages by their spec names (/member/depositv2, …); /member is the overview.
        path: 'member',
        lazy: page(() => import('../features/member-center/components/member-center-layout').then((m) => m.MemberCenterLayout)),
        children: [
          { index: true, lazy: page(() => import('./routes/member-route').then((m) => m.MemberRoute)) },
          { path: ':page', lazy: page(() => import('./routes/member-page-route').then((m) => m.MemberPageRoute)) },
        ],
      },
      { path: 'favorite', lazy: page(() => import('../features/games/components/favourites-page').then((m) => m.FavouritesPage)) },
      { path: 'recent', lazy: page(() => import('../features/games/components/recent-page').then((m) => m.RecentPage)) },
      {
        path: 'live/hosts/:modelId',
        lazy: page(() => import('../features/live-hosts/components/live-room-page').then((m) => m.LiveRoomPage)),
      },
      {
        // An in-page vendor game in the site's frame.
        path: 'seamless',
        lazy: page(() => import('../features/game-frame/components/seamless-page').then((m) => m.SeamlessPage)),
      },
      ...LOTTERY_PAGES.map((kind) => ({
        path: kind,
        lazy: () => withTexts(() => import('./routes/lottery-route').then((m) => ({ element: <m.LotteryRoute kind={kind} /> }))),
      })),
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        lazy: page(() => import('./shell/agent-layout').then((m) => m.AgentLayout)),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { path: 'agent', lazy: page(() => import('../features/agent/components/agent-login-page').then((m) => m.AgentLoginPage)) },
              {
                element: <RequireLogin redirectTo="/agent" />,
                handle: { needsLogin: true },
                children: [
                  {
                    // Agent-centre pages by their spec names (/agentHome/agentTeamOverview, …); /agentHome is the overview.
                    path: 'agentHome',
                    lazy: page(() => import('../features/agent/components/agent-center-layout').then((m) => m.AgentCenterLayout)),
                    children: [
                      { index: true, lazy: page(() => import('../features/agent/components/agent-overview').then((m) => m.AgentOverview)) },
                      {
                        path: ':page',
                        lazy: page(() => import('../features/agent/components/agent-page-route').then((m) => m.AgentPageRoute)),
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      // A page that fails (a chunk that did not load, a crash) shows its error inside the shell.
      { element: <MainLayout />, children: [{ errorElement: <RouteError />, children: mainRoutes }] },
    ],
  },
]);
