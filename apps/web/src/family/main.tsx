import { QueryClientProvider } from '@tanstack/react-query';
import { unstableSetRender } from 'antd-mobile';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { z } from 'zod';
import { familyQueryClient } from './family-api';
import { FAMILY_BASE } from './family-paths';
import { FamilyApp } from './FamilyApp';
import './family.css';

// The server's CSP has no 'unsafe-eval': zod is told not to compile its checks with Function().
z.config({ jitless: true });

// antd-mobile draws its toasts and dialogs with React 18's render, which React 19 dropped: it is
// given React 19's roots instead (mobile.ant.design/guide/v5-for-19), one per container.
const roots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={familyQueryClient}>
      <BrowserRouter basename={FAMILY_BASE}>
        <FamilyApp />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
