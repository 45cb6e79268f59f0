import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadChunk } from '../lib/chunk-load';
import { AgentCenterLayout } from '../features/agent/components/agent-center-layout';
import { AgentOverview } from '../features/agent/components/agent-overview';
import { AgentPageRoute } from '../features/agent/components/agent-page-route';
import { AgentLoginPage } from '../features/agent/components/agent-login-page';
import { FavouritesPage } from '../features/games/components/favourites-page';
import { GameLobbyPage } from '../features/games/components/game-lobby-page';
import { RecentPage } from '../features/games/components/recent-page';
import { GAME_AREAS } from '../features/games/game-areas';
import { HelpCenterPage } from '../features/help/components/help-center-page';
import { ResetPasswordPage } from '../features/recovery/components/reset-password-page';
import { RootLayout } from './root-layout';
import { AuthRoute } from './routes/auth-route';
import { HelpRoute } from './routes/help-route';
import { HomePage } from './routes/home-page';
import { MemberCenterLayout } from '../features/member-center/components/member-center-layout';
import { MemberPageRoute } from './routes/member-page-route';
import { MemberRoute } from './routes/member-route';
import { NotFoundPage } from './routes/not-found-page';
import { RequireLogin } from './routes/require-login';
import { RouteError } from './routes/route-error';
import { GameAreaPage } from './routes/section-page';
import { AgentLayout } from './shell/agent-layout';
import { MainLayout } from './shell/main-layout';

/** The routes of spec 000 section 2. Paths match case-insensitively, as React Router does by default. */
const HOME_PATHS = ['index', 'index.html', 'home'];
// The lottery pages (spec 001 section 2), each with the lottery fields of its kind; loaded on demand.
const LOTTERY_PAGES = ['lottery', 'seaLottery', 'vnLottery'] as const;

const mainRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  ...HOME_PATHS.map((path) => ({ path, element: <HomePage /> })),
  { path: 'login', element: <AuthRoute kind="login" /> },
  { path: 'register', element: <AuthRoute kind="register" /> },
  { path: 'help', element: <HelpRoute /> },
  { path: 'helpmc', element: <HelpCenterPage /> },
  { path: 'resetPassword', element: <ResetPasswordPage /> },
  // "Become an agent" from the footer: visitors and members apply; loaded on demand.
  {
    path: 'applyAgent',
    lazy: () =>
      import('../features/agent-application/components/agent-application-page').then((m) => ({ Component: m.AgentApplicationPage })),
  },
  // Each lobby is its own page (key): its search and filters do not carry over to another lobby.
  ...GAME_AREAS.map(({ key, gameType }) => ({
    path: key,
    element: gameType ? <GameLobbyPage key={key} areaKey={key} /> : <GameAreaPage key={key} area={key} />,
  })),
  // The built-in games' verifier is public. So is their page: free play (demo=1) needs no session, and
  // real play asks for the log-in itself, so a visitor can choose the demo instead. Both load on demand.
  {
    path: 'originals/verify',
    lazy: () => loadChunk(() => import('../features/originals/components/verify-page').then((m) => ({ Component: m.VerifyPage }))),
  },
  {
    path: 'originals',
    lazy: () => loadChunk(() => import('../features/originals/components/originals-page').then((m) => ({ Component: m.OriginalsPage }))),
  },
  {
    element: <RequireLogin />,
    // Read by the site popups: without a session this page is only on its way to /login.
    handle: { needsLogin: true },
    children: [
      {
        // Member-centre pages by their spec names (/member/depositv2, …); /member is the overview.
        path: 'member',
        element: <MemberCenterLayout />,
        children: [
          { index: true, element: <MemberRoute /> },
          { path: ':page', element: <MemberPageRoute /> },
        ],
      },
      { path: 'favorite', element: <FavouritesPage /> },
      { path: 'recent', element: <RecentPage /> },
      {
        // An in-page vendor game in the site's frame.
        path: 'seamless',
        lazy: () => loadChunk(() => import('../features/game-frame/components/seamless-page').then((m) => ({ Component: m.SeamlessPage }))),
      },
      ...LOTTERY_PAGES.map((kind) => ({
        path: kind,
        lazy: () =>
          loadChunk(() =>
            import('../features/game-frame/components/lottery-page').then((m) => ({ element: <m.LotteryPage kind={kind} /> })),
          ),
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
        element: <AgentLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { path: 'agent', element: <AgentLoginPage /> },
              {
                element: <RequireLogin redirectTo="/agent" />,
                handle: { needsLogin: true },
                children: [
                  {
                    // Agent-centre pages by their spec names (/agentHome/agentTeamOverview, …); /agentHome is the overview.
                    path: 'agentHome',
                    element: <AgentCenterLayout />,
                    children: [
                      { index: true, element: <AgentOverview /> },
                      { path: ':page', element: <AgentPageRoute /> },
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
