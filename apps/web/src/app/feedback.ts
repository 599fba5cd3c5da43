import type { App } from 'antd';

/**
 * Error toasts for code outside React (the request layer, route loaders). antd's message API
 * reads the theme and locale from context, so the instance comes from <App> (see FeedbackBridge);
 * texts sent before it mounts (a route loader at start) wait for it.
 */
type MessageInstance = ReturnType<typeof App.useApp>['message'];

let instance: MessageInstance | undefined;
const waiting: string[] = [];

export const feedback = {
  error(text: string): void {
    if (instance) void instance.error(text);
    else waiting.push(text);
  },
};

export function registerMessageApi(api: MessageInstance): () => void {
  instance = api;
  for (const text of waiting.splice(0)) void api.error(text);
  return () => {
    if (instance === api) instance = undefined;
  };
}
