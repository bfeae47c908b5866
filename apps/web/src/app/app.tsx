import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { installNavigationTitles } from './navigation-title';
import { Providers } from './providers';
import { createAppRouter, routes } from './router';
import { connectApiClient } from './setup';

const queryClient = createQueryClient();
const router = createAppRouter();
connectApiClient(router, queryClient);
installNavigationTitles(router, routes);

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
