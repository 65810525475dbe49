// First: the zod setting must be in place before any lazily loaded page parses with zod.
import './zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/components.css';
import { App } from './App';
import { AppProviders } from './providers/AppProviders';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html must contain <div id="root">.');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <App />
    </AppProviders>
  </StrictMode>,
);
