import './app/styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setupApp } from './app/setup';

setupApp();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
// A transition makes the first render interruptible: React yields to the browser every few
// milliseconds instead of blocking a slow phone's main thread in one long task. The boot splash
// in index.html stays until the render commits.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
