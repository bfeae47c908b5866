import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { installNavigationTitles } from './navigation-title';
import { Providers } from './providers';
import { createAppRouter, routes } from './router';
import { handOffPrerender } from './prerender-handoff';
import { connectApiClient, followLanguage } from './setup';

const queryClient = createQueryClient();
const router = createAppRouter();
connectApiClient(router, queryClient);
installNavigationTitles(router, routes);
followLanguage(router);
handOffPrerender(router, queryClient);

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
