import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { getLanguage } from './lib/i18n';
import { startSocket } from './lib/socket';
import './app/theme.css';

document.documentElement.lang = getLanguage();
startSocket();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
