import { ErrorCode } from '@yuanwu/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, screenErrorText } from './api-error';

describe('screenErrorText', () => {
  it('shows what the screen was passed back', () => {
    expect(screenErrorText(new ApiError(ErrorCode.NOT_ALLOWED, '账号或密码错误'))).toBe('账号或密码错误');
  });

  it('says nothing about what the request layer already showed', () => {
    expect(screenErrorText(new ApiError(ErrorCode.INVALID_TOKEN, '登录时间过长，请重新登录', true))).toBeUndefined();
  });

  it('names network trouble, which was only logged', () => {
    expect(screenErrorText(new ApiError(ErrorCode.NETWORK, '网络错误', true))).toBe('网络错误');
  });

  it('calls anything else an unknown error', () => {
    expect(screenErrorText(new TypeError('boom'))).toBe('未知错误');
  });
});
