// First: it must run before any element is made (see the file).
import './lib/preact-refs';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchFirstScreen } from './app/first-screen-prefetch';
import { TextsFailure } from './app/status/texts-failure';
import { sessionStore } from './lib/session-store';
import { queryClient } from './lib/query-client';
import { textsReady } from './lib/i18n';
import { initTheme } from './lib/theme';
import './styles/theme.css';
import './styles/base.css';

initTheme();
prefetchFirstScreen();
// Spec 000 section 4 reads a token from the query string or session storage on start. Only session
// storage is read: a token in the address could be anyone's (a link can plant it, and /originals
// and /resetPassword carry other secrets under that name). Another page hands a session over with
// a one-time code instead (#loginCode=…, features/social/components/login-code-landing.tsx).
// When a session ends (sign-out, or the server refused the token) no member data may linger.
sessionStore.subscribe(() => {
  if (!sessionStore.getToken()) queryClient.removeQueries({ queryKey: ['member'] });
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first paint waits for the texts of the language in use (fetched in parallel with the first
// API calls' code); without them the page says so in both languages, with a reload.
// index.html's first paint (the header bar) goes first: the app is drawn into an empty element.
textsReady.then(
  () => {
    root.replaceChildren();
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error(error);
    root.replaceChildren();
    createRoot(root).render(<TextsFailure />);
  },
);
