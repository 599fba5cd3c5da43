import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { queryClient } from './app/query-client';
import { sessionStore } from './session/session-store';
import './styles/global.css';

dayjs.locale('zh-cn');
// Nothing cached for one user may show to the next one signing in on this tab.
sessionStore.onClear(() => queryClient.clear());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
