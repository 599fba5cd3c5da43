import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { ConsoleConfig } from '../app/ConsoleConfig';

function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** The console's providers around `children`, as App.tsx sets them up. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  return (
    <ConsoleConfig>
      <AntApp>
        <QueryClientProvider client={client ?? testQueryClient()}>{children}</QueryClientProvider>
      </AntApp>
    </ConsoleConfig>
  );
}

export function renderWithProviders(element: ReactElement, client?: QueryClient) {
  return render(<Providers client={client ?? testQueryClient()}>{element}</Providers>);
}
