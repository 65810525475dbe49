// First: the zod setting must be in place before any lazily loaded page parses with zod.
import './zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/components.css';
import { startInChosenLanguage } from '../i18n';
import { hintSignedInFromStorage } from '../lib/auth-token';
import { App } from './App';
import { AppProviders } from './providers/AppProviders';
import { prefetchLandingPage } from './route-prefetch';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html must contain <div id="root">.');

// Urdu's texts arrive before the first render, so a reader never sees a flash of English; the
// opened page's code and data download meanwhile.
// A first view the server wrote (the home page's hero, search results, a listing's summary) stays until the
// page's code and texts are in: the first render then replaces it with the page itself rather
// than with a spinner.
hintSignedInFromStorage();
const firstViewShown = root.firstElementChild !== null;
const language = startInChosenLanguage({ firstViewShown });
const landingPage = prefetchLandingPage(window.location, language);
await language;
if (firstViewShown) await landingPage;

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <App />
    </AppProviders>
  </StrictMode>,
);
