import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { watchProtocolVersion } from './lib/protocol-version';
import { captureReferral } from './lib/referral';
import { startSocket } from './lib/socket';
import { i18nReady } from './lib/i18n';
import './app/theme.css';

// Before the router reads the address: `/?ref=<code>` is kept in a cookie and leaves the bar.
captureReferral();
startSocket();
// Before the socket client has loaded: the first `hello` is heard.
watchProtocolVersion();

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
