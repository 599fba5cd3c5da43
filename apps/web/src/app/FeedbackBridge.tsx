import { App } from 'antd';
import { useEffect } from 'react';
import { registerMessageApi } from './feedback';

/** Hands the context-aware message API of <App> to `feedback`. */
export function FeedbackBridge() {
  const { message } = App.useApp();
  useEffect(() => registerMessageApi(message), [message]);
  return null;
}
