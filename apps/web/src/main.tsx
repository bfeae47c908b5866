import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setupApp } from './app/setup';

setupApp();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// Rendered synchronously on purpose. A transition here made the first render interruptible, but
// React Router's provider reads the router state while rendering and subscribes only at commit: a
// lazy route that finished loading in between was missed, and the page stayed on the boot splash
// (seen under CPU load in the browser tests).
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
