import { ErrorCode } from '@yuanwu/shared';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { createQueryClient } from './query-client';

function failingWith(error: unknown) {
  const notify = vi.fn();
  const client = createQueryClient(notify);
  const fail = () => Promise.reject(error);
  return { notify, client, fail };
}

describe('query client error policy', () => {
  it('leaves a failed read to the screen that shows it', async () => {
    const { notify, client, fail } = failingWith(new ApiError(ErrorCode.INVALID_PARAMS, '班级不存在'));
    const observer = new QueryObserver(client, { queryKey: ['class'], queryFn: fail });
    const settled = new Promise<void>((resolve) => observer.subscribe((result) => result.isError && resolve()));
    await settled;
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows a failed read that no screen shows, passed back by the request layer', async () => {
    const { notify, client, fail } = failingWith(new ApiError(ErrorCode.NOT_ALLOWED, '当前角色无权使用此功能'));
    await expect(client.fetchQuery({ queryKey: ['a'], queryFn: fail })).rejects.toThrow();
    expect(notify).toHaveBeenCalledWith('当前角色无权使用此功能');
  });

  it('stays quiet about failures already handled, such as network trouble', async () => {
    const { notify, client, fail } = failingWith(new ApiError(ErrorCode.NETWORK, '网络错误', true));
    await expect(client.fetchQuery({ queryKey: ['a'], queryFn: fail, retry: false })).rejects.toThrow();
    expect(notify).not.toHaveBeenCalled();
  });

  it('retries network failures only', async () => {
    const network = failingWith(new ApiError(ErrorCode.NETWORK, '网络错误', true));
    const queryFn = vi.fn(network.fail);
    await expect(network.client.fetchQuery({ queryKey: ['a'], queryFn, retryDelay: 0 })).rejects.toThrow();
    expect(queryFn).toHaveBeenCalledTimes(3);

    const refused = failingWith(new ApiError(ErrorCode.INVALID_PARAMS, '参数缺失'));
    const refusedFn = vi.fn(refused.fail);
    await expect(refused.client.fetchQuery({ queryKey: ['a'], queryFn: refusedFn, retryDelay: 0 })).rejects.toThrow();
    expect(refusedFn).toHaveBeenCalledOnce();
  });

  it('leaves a failed write to a screen that handles it, and shows it otherwise', async () => {
    const { notify, client, fail } = failingWith(new ApiError(ErrorCode.DELETE_RULE, '不能删除'));
    const owned = client.getMutationCache().build(client, { mutationFn: fail, onError: () => undefined });
    await expect(owned.execute(undefined)).rejects.toThrow();
    expect(notify).not.toHaveBeenCalled();
    const unowned = client.getMutationCache().build(client, { mutationFn: fail });
    await expect(unowned.execute(undefined)).rejects.toThrow();
    expect(notify).toHaveBeenCalledWith('不能删除');
  });

  it('reports unexpected errors as 未知错误', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { notify, client, fail } = failingWith(new TypeError('boom'));
    await expect(client.fetchQuery({ queryKey: ['a'], queryFn: fail })).rejects.toThrow();
    expect(notify).toHaveBeenCalledWith('未知错误');
  });
});
