import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { RouterProvider } from 'react-router';
import { router } from '../routes/router';
import { ConsoleConfig } from './ConsoleConfig';
import { FeedbackBridge } from './FeedbackBridge';
import { queryClient } from './query-client';

export function App() {
  return (
    <ConsoleConfig>
      <AntApp>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConsoleConfig>
  );
}
