import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setupApp } from './app/setup';

const textsOnTheirWay = setupApp();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = container;
// Rendered synchronously on purpose. A transition here made the first render interruptible, but
// React Router's provider reads the router state while rendering and subscribes only at commit: a
// lazy route that finished loading in between was missed, and the page stayed on the boot splash
// (seen under CPU load in the browser tests).
function render(): void {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
// Hungarian: at once. English: as soon as its texts are there (a small chunk).
if (textsOnTheirWay) void textsOnTheirWay.then(render);
else render();
