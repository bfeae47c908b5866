import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { layoutColorSchemeManager } from '../features/layout/stores/color-scheme-manager';
import { reportError } from '../lib/error-reporter';
import { FatalError } from './fatal-error';
import { NotificationsLoader } from './notifications-loader';
import { cssVariablesResolver, theme } from './theme';

const colorSchemeManager = layoutColorSchemeManager();

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary
      fallback={<FatalError />}
      onError={(error, componentStack) => {
        reportError({ error, source: 'react', extra: componentStack });
      }}
    >
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
        cssVariablesResolver={cssVariablesResolver}
      >
        <QueryClientProvider client={queryClient}>
          {children}
          <NotificationsLoader />
        </QueryClientProvider>
      </MantineProvider>
    </ErrorBoundary>
  );
}
