import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { RouterProvider } from 'react-router';
import { router } from '../routes/router';
import { FeedbackBridge } from './FeedbackBridge';
import { queryClient } from './query-client';
import { buttonConfig, theme } from './theme';

export function App() {
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={buttonConfig}>
      <AntApp>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
