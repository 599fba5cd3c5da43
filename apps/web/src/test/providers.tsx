import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement, ReactNode } from 'react';
import { buttonConfig, theme } from '../app/theme';

function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** The console's providers around `children`, as App.tsx sets them up. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={buttonConfig}>
      <AntApp>
        <QueryClientProvider client={client ?? testQueryClient()}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

export function renderWithProviders(element: ReactElement, client?: QueryClient) {
  return render(<Providers client={client ?? testQueryClient()}>{element}</Providers>);
}
