import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/App';
import { queryClient } from './app/query-client';
import { keepScreenReaderLabelsChinese } from './app/screen-reader-labels';
import { sessionStore } from './session/session-store';
import './styles/global.css';

dayjs.locale('zh-cn');
// What antd's zh_CN locale cannot reach, in Chinese too; the whole page, as antd draws dialogs,
// menus and toasts outside the root.
keepScreenReaderLabelsChinese(document.body);
// The console's CSP has no 'unsafe-eval': zod is told not to try compiling its checks with Function().
z.config({ jitless: true });
// Nothing cached for one user may show to the next one signing in on this tab.
sessionStore.onClear(() => queryClient.clear());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
