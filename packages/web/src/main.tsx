import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { startSocket } from './lib/socket';
import { i18nReady } from './lib/i18n';
import './app/theme.css';

startSocket();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
