import type { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { feedback, registerMessageApi } from './feedback';

type MessageInstance = ReturnType<typeof App.useApp>['message'];
const fakeMessageApi = () => ({ error: vi.fn() }) as unknown as MessageInstance & { error: ReturnType<typeof vi.fn> };

describe('feedback', () => {
  it('holds texts sent before <App> mounts and shows them once it does', () => {
    feedback.error('请先登录');
    const api = fakeMessageApi();
    const unregister = registerMessageApi(api);
    expect(api.error).toHaveBeenCalledWith('请先登录');
    feedback.error('未知错误');
    expect(api.error).toHaveBeenCalledTimes(2);
    unregister();
  });

  it('waits again after <App> unmounts', () => {
    const first = fakeMessageApi();
    registerMessageApi(first)();
    feedback.error('网络错误');
    expect(first.error).not.toHaveBeenCalled();
    const second = fakeMessageApi();
    registerMessageApi(second)();
    expect(second.error).toHaveBeenCalledWith('网络错误');
  });
});
