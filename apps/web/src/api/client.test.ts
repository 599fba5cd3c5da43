import { defineEndpoint, ErrorCode, fileEndpoints, fileOutput, schoolEndpoints, sessionEndpoints } from '@yuanwu/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, LOGIN_TOO_LONG_TEXT } from './api-error';
import { createApiClient, type ApiClientDeps } from './client';

interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string;
  /** A multipart body as sent. */
  form?: FormData;
}

type Handler = (request: SentRequest) => Response | Promise<Response>;

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', ...headers } });
const javaOk = (data: unknown, headers?: Record<string, string>) => json({ code: 200, message: 'success', data }, headers);
const javaFail = (code: number, message = '') => json({ code, message, data: null });
const legacyFail = (status: number, code: number, message: string) =>
  json({ ResponseStatus: status, ErrorCode: code, ErrorMessage: message, Data: null });

const account = {
  teacherId: 1,
  teacherName: '张刚',
  phone: '13800000000',
  schoolId: 1,
  schoolName: '阳光幼儿园',
  homeSchoolId: 1,
  roleId: 1,
  roleName: '园长',
  modules: ['Home'],
  canSwitchSchool: true,
};

/** Calls the declarations do not have yet: a legacy GET, a form POST and a file export. */
const testEndpoints = {
  legacyList: defineEndpoint({
    id: 'test.legacyList',
    summary: '旧版列表',
    access: 'session',
    legacy: { method: 'GET', path: '/api/Test/GetYearList' },
    input: z.object({ schoolId: z.number(), classIds: z.array(z.number()).optional(), keyword: z.string().optional() }),
    output: z.object({ list: z.array(z.object({ yearId: z.number(), yearName: z.string() })) }),
  }),
  formPost: defineEndpoint({
    id: 'test.formPost',
    summary: '表单提交',
    access: 'session',
    java: { method: 'POST', path: '/javaApi/test/formPost' },
    input: z.object({ name: z.string(), age: z.number() }),
    output: z.object({ success: z.literal(true) }),
    form: true,
  }),
  exportFile: defineEndpoint({
    id: 'test.exportFile',
    summary: '导出文件',
    access: 'session',
    java: { method: 'POST', path: '/javaApi/test/export' },
    input: z.object({}),
    output: fileOutput,
  }),
};

function setup(handler: Handler, token: string | null = 'token-1', timeoutMs?: number) {
  const requests: SentRequest[] = [];
  const storage = { token };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: SentRequest = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body === undefined ? '' : String(init.body),
      ...(init?.body instanceof FormData ? { form: init.body } : {}),
    };
    requests.push(request);
    // Like the browser's fetch: an abort (the client's timeout) rejects whatever the server does.
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      Promise.resolve()
        .then(() => handler(request))
        .then(resolve, reject);
    });
  });
  const deps: ApiClientDeps = {
    fetch,
    session: {
      token: () => storage.token,
      setToken: (next) => {
        storage.token = next;
      },
      clear: vi.fn(() => {
        storage.token = null;
      }),
    },
    notify: vi.fn(),
    goToLogin: vi.fn(),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  };
  return { client: createApiClient(deps), deps, requests, storage };
}

const pathOf = (request: SentRequest) => new URL(request.url, 'http://console.test').pathname;
const refreshPath = sessionEndpoints.refreshToken.java!.path;
const accountPath = sessionEndpoints.getTeacherAccountInfo.java!.path;

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('requests', () => {
  it('sends a dashless requestId and the token, JSON for a POST, and unwraps the Java envelope', async () => {
    const { client, requests } = setup(() => javaOk(account));
    const result = await client.call(sessionEndpoints.getTeacherAccountInfo, { platId: 'web' });
    expect(result.schoolName).toBe('阳光幼儿园');
    const [request] = requests;
    expect(request?.url).toBe(accountPath);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('requestId')).toMatch(/^[0-9a-f]{32}$/);
    expect(request?.headers.get('Auth')).toBe('token-1');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ platId: 'web' });
  });

  it('gives every request its own requestId and omits Auth without a session', async () => {
    const { client, requests } = setup(() => javaOk({ codeId: 'c', expiresInSeconds: 300, resendAfterSeconds: 60 }), null);
    await client.call(sessionEndpoints.sendMessage, { phone: '13800000000' });
    await client.call(sessionEndpoints.sendMessage, { phone: '13800000000' });
    const [first, second] = requests;
    expect(first?.headers.get('requestId')).not.toBe(second?.headers.get('requestId'));
    expect(first?.headers.has('Auth')).toBe(false);
  });

  it('puts GET parameters in the query', async () => {
    const { client, requests } = setup(() => javaOk([]));
    await client.call(schoolEndpoints.getBranchSchoolList, {});
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe('/javaApi/school/getBranchSchoolList');
  });

  it('calls a legacy path with PascalCase parameters and camelCases its Data', async () => {
    const { client, requests } = setup(() =>
      json({ ResponseStatus: 1, ErrorCode: 200, ErrorMessage: '', Data: { List: [{ YearId: 3, YearName: '2026学年' }] } }),
    );
    const result = await client.call(testEndpoints.legacyList, { schoolId: 1, classIds: [4, 5] });
    expect(result.list[0]?.yearName).toBe('2026学年');
    const url = new URL(requests[0]?.url ?? '', 'http://console.test');
    expect(url.pathname).toBe('/api/Test/GetYearList');
    expect(url.searchParams.get('SchoolId')).toBe('1');
    expect(url.searchParams.getAll('ClassIds')).toEqual(['4', '5']);
    expect(url.searchParams.has('Keyword')).toBe(false);
  });

  it('sends form calls url-encoded', async () => {
    const { client, requests } = setup(() => javaOk({ success: true }));
    await client.call(testEndpoints.formPost, { name: '小一班', age: 3 });
    expect(requests[0]?.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(requests[0]?.body).toBe('name=%E5%B0%8F%E4%B8%80%E7%8F%AD&age=3');
  });

  it('downloads file answers as a blob named from Content-Disposition', async () => {
    const { client } = setup(
      () =>
        new Response('a,b\n1,2', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': `attachment; filename="x.csv"; filename*=UTF-8''${encodeURIComponent('班级名单.csv')}`,
          },
        }),
    );
    const file = await client.call(testEndpoints.exportFile, {});
    expect(file.fileName).toBe('班级名单.csv');
    expect(await file.blob.text()).toBe('a,b\n1,2');
  });

  it('reads a refused export as an envelope', async () => {
    const { client } = setup(() => javaFail(ErrorCode.NOT_ALLOWED, '当前角色无权使用此功能'));
    const error = await rejection(client.call(testEndpoints.exportFile, {}));
    expect(error.code).toBe(ErrorCode.NOT_ALLOWED);
  });
});

describe('multipart', () => {
  const chunkAnswer = { UploadId: 7, StartOffset: 3, IsFinished: false, FileId: null, FileName: null, FileUrl: null, Conversion: null };

  it('sends Blob fields as multipart parts, the other fields in the query, with extra headers', async () => {
    const { client, requests } = setup(() => json({ ResponseStatus: 1, ErrorCode: 200, ErrorMessage: '', Data: chunkAnswer }));
    const files = new File(['abc'], '照片.png', { type: 'image/png' });
    const result = await client.call(
      fileEndpoints.uploadCarveFile,
      { relativeServerName: 'StaffPhoto', offset: 0, isLast: false, files },
      { headers: { 'X-App': 'yuanwu-web' } },
    );
    expect(result).toMatchObject({ uploadId: 7, startOffset: 3, isFinished: false });
    const [request] = requests;
    const url = new URL(request?.url ?? '', 'http://console.test');
    expect(url.pathname).toBe('/api/FileUpload/UploadCarveFile');
    expect(Object.fromEntries(url.searchParams)).toEqual({ RelativeServerName: 'StaffPhoto', Offset: '0', IsLast: 'false' });
    expect(request?.headers.get('X-App')).toBe('yuanwu-web');
    expect(request?.headers.get('Auth')).toBe('token-1');
    expect(request?.headers.has('Content-Type')).toBe(false);
    const part = request?.form?.get('Files');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('照片.png');
    expect((part as File).size).toBe(3);
  });

  it('rejects with the reason of an aborted call, without a toast or a log', async () => {
    const { client, deps } = setup(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = client.call(schoolEndpoints.getBranchSchoolList, {}, { signal: controller.signal });
    controller.abort(new DOMException('已取消', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: '已取消' });
    expect(deps.notify).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('codes', () => {
  it.each([
    ErrorCode.NOT_ALLOWED,
    ErrorCode.DELETE_RULE,
    ErrorCode.QR_EXPIRED,
    ErrorCode.JIUJIU,
    ErrorCode.UNKNOWN,
    ErrorCode.INVALID_PARAMS,
    ErrorCode.NETWORK,
  ])('passes code %i back to the screen without telling the user', async (code) => {
    const { client, deps } = setup(() => javaFail(code, '服务端说明'));
    const error = await rejection(client.call(sessionEndpoints.getTeacherAccountInfo, {}));
    expect(error).toMatchObject({ code, message: '服务端说明', handled: false });
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('passes back the wrong-password answer with its message', async () => {
    const { client } = setup(() => javaFail(ErrorCode.NOT_ALLOWED, '账号或密码错误'), null);
    const error = await rejection(client.call(sessionEndpoints.validLogin, { account: '13800000000', password: 'x' }));
    expect(error.message).toBe('账号或密码错误');
  });

  it('passes another code without a message back as 未知错误, leaving the telling to whoever shows the call', async () => {
    const { client, deps } = setup(() => javaFail(2000155));
    const error = await rejection(client.call(sessionEndpoints.getTeacherAccountInfo, {}));
    expect(error).toMatchObject({ code: 2000155, message: '未知错误', handled: false });
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it("passes another code back with its own message, once: a screen showing the read says it, not a toast too", async () => {
    const { client, deps } = setup(() => javaFail(ErrorCode.CLASS_NAME_REPEATED, '班级名称重复'));
    const error = await rejection(client.call(sessionEndpoints.getTeacherAccountInfo, {}));
    expect(error).toMatchObject({ code: ErrorCode.CLASS_NAME_REPEATED, message: '班级名称重复', handled: false });
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it.each([
    [4, '登录已失效，请重新登录'],
    [5, '登录已过期，请重新登录'],
  ])('on legacy status %i without a refreshable token shows the message, removes the token and goes to login', async (status, message) => {
    const { client, deps, storage } = setup(() => legacyFail(status, ErrorCode.MISSING_TOKEN, message));
    const error = await rejection(client.call(testEndpoints.legacyList, { schoolId: 1 }));
    expect(error).toMatchObject({ message, handled: true });
    expect(deps.notify).toHaveBeenCalledWith(message);
    expect(storage.token).toBeNull();
    expect(deps.goToLogin).toHaveBeenCalledOnce();
  });

  it('on a missing token goes to login with the message', async () => {
    const { client, deps, storage } = setup(() => javaFail(ErrorCode.MISSING_TOKEN, '请先登录'));
    await rejection(client.call(sessionEndpoints.getTeacherAccountInfo, {}));
    expect(deps.notify).toHaveBeenCalledWith('请先登录');
    expect(storage.token).toBeNull();
    expect(deps.goToLogin).toHaveBeenCalledOnce();
  });

  it('logs network failures and rejects them as handled, without a toast', async () => {
    const { client, deps } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await rejection(client.call(sessionEndpoints.getTeacherAccountInfo, {}));
    expect(error).toMatchObject({ code: ErrorCode.NETWORK, handled: true, isNetwork: true });
    expect(console.error).toHaveBeenCalled();
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it.each([502, 503, 504])('treats a gateway’s page (%i, the server restarting) as a network failure, worth another try', async (status) => {
    const { client } = setup(() => new Response('<html>Bad Gateway</html>', { status }));
    const error = await rejection(client.call(sessionEndpoints.getTeacherAccountInfo, {}));
    expect(error.code).toBe(ErrorCode.NETWORK);
  });

  it('fails at once on another answer without an envelope, which another try would not change', async () => {
    const { client } = setup(() => new Response('Internal Server Error', { status: 500 }));
    const error = await rejection(client.call(sessionEndpoints.getTeacherAccountInfo, {}));
    expect(error).toMatchObject({ code: ErrorCode.UNKNOWN, message: '服务器出错了，请稍后重试', handled: false, isNetwork: false });
    expect(console.error).toHaveBeenCalled();
  });

  it('gives up after the timeout', async () => {
    const { client } = setup(() => new Promise<Response>(() => undefined), 'token-1', 20);
    const error = await rejection(client.call(sessionEndpoints.getTeacherAccountInfo, {}));
    expect(error.code).toBe(ErrorCode.NETWORK);
  });
});

describe('token refresh', () => {
  /** The server of the story: token-1 has expired; refreshing it gives token-2. */
  function expiredSession(refresh: Handler = () => javaOk({ token: 'token-2' }, { Auth: 'token-2' })) {
    return setup(async (request) => {
      if (pathOf(request) === refreshPath) return refresh(request);
      if (request.headers.get('Auth') === 'token-2') return javaOk(account);
      return javaFail(ErrorCode.INVALID_TOKEN, '登录已过期，请重新登录');
    });
  }

  it('refreshes once for three concurrent calls and replays each with the new token', async () => {
    const { client, requests, storage } = expiredSession();
    const results = await Promise.all([1, 2, 3].map(() => client.call(sessionEndpoints.getTeacherAccountInfo, {})));
    expect(results.map((result) => result.teacherName)).toEqual(['张刚', '张刚', '张刚']);
    const refreshes = requests.filter((request) => pathOf(request) === refreshPath);
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(refreshes[0]?.body ?? '')).toEqual({ oldToken: 'token-1', platId: 'web' });
    const replays = requests.filter((request) => pathOf(request) === accountPath && request.headers.get('Auth') === 'token-2');
    expect(replays).toHaveLength(3);
    expect(storage.token).toBe('token-2');
  });

  it('refreshes on a legacy call’s invalid-token code too, and replays it', async () => {
    const { client, requests, storage } = setup(async (request) => {
      if (pathOf(request) === refreshPath) return javaOk({ token: 'token-2' }, { Auth: 'token-2' });
      if (request.headers.get('Auth') === 'token-2') return json({ ResponseStatus: 1, ErrorCode: 200, ErrorMessage: '', Data: { List: [] } });
      return legacyFail(5, ErrorCode.INVALID_TOKEN, '登录已过期，请重新登录');
    });
    expect(await client.call(testEndpoints.legacyList, { schoolId: 1 })).toEqual({ list: [] });
    expect(requests.filter((request) => pathOf(request) === refreshPath)).toHaveLength(1);
    expect(storage.token).toBe('token-2');
  });

  it('takes the new token from data.token when the header is missing', async () => {
    const { client, storage } = expiredSession(() => javaOk({ token: 'token-2' }));
    await client.call(sessionEndpoints.getTeacherAccountInfo, {});
    expect(storage.token).toBe('token-2');
  });

  it('replays a call refused after the refresh finished with the new token, without refreshing again', async () => {
    let releaseLate: () => void = () => undefined;
    const lateAnswer = new Promise<void>((resolve) => {
      releaseLate = resolve;
    });
    let staleCalls = 0;
    const { client, requests } = setup(async (request) => {
      if (pathOf(request) === refreshPath) return javaOk({ token: 'token-2' }, { Auth: 'token-2' });
      if (request.headers.get('Auth') === 'token-2') return javaOk(account);
      staleCalls += 1;
      if (staleCalls === 2) await lateAnswer;
      return javaFail(ErrorCode.INVALID_TOKEN);
    });
    const first = client.call(sessionEndpoints.getTeacherAccountInfo, {});
    const late = client.call(sessionEndpoints.getTeacherAccountInfo, {});
    await first;
    releaseLate();
    expect((await late).teacherName).toBe('张刚');
    expect(requests.filter((request) => pathOf(request) === refreshPath)).toHaveLength(1);
  });

  it('when the refresh fails: one message, session cleared, login', async () => {
    const { client, deps, storage } = expiredSession(() => javaFail(ErrorCode.INVALID_TOKEN, '登录已过期，请重新登录'));
    const errors = await Promise.all(
      [1, 2, 3].map(() => rejection(client.call(sessionEndpoints.getTeacherAccountInfo, {}))),
    );
    expect(errors.every((error) => error.message === LOGIN_TOO_LONG_TEXT && error.handled)).toBe(true);
    expect(storage.token).toBeNull();
    expect(deps.session.clear).toHaveBeenCalledOnce();
    expect(deps.notify).toHaveBeenCalledOnce();
    expect(deps.notify).toHaveBeenCalledWith(LOGIN_TOO_LONG_TEXT);
    expect(deps.goToLogin).toHaveBeenCalledOnce();
  });

  it('when the refresh cannot reach the server: the same', async () => {
    const { client, deps, storage } = expiredSession(() => {
      throw new TypeError('Failed to fetch');
    });
    await rejection(client.call(sessionEndpoints.getTeacherAccountInfo, {}));
    expect(storage.token).toBeNull();
    expect(deps.notify).toHaveBeenCalledWith(LOGIN_TOO_LONG_TEXT);
    expect(deps.goToLogin).toHaveBeenCalledOnce();
  });

  it('when the replay is refused too: the same', async () => {
    const { client, deps, storage } = setup((request) =>
      pathOf(request) === refreshPath ? javaOk({ token: 'token-2' }) : javaFail(ErrorCode.INVALID_TOKEN, '登录已失效'),
    );
    const error = await rejection(client.call(sessionEndpoints.getTeacherAccountInfo, {}));
    expect(error.message).toBe(LOGIN_TOO_LONG_TEXT);
    expect(storage.token).toBeNull();
    expect(deps.notify).toHaveBeenCalledWith(LOGIN_TOO_LONG_TEXT);
    expect(deps.goToLogin).toHaveBeenCalledOnce();
  });

  it('passes back a replay that fails for another reason, keeping the session', async () => {
    const { client, storage } = setup((request) => {
      if (pathOf(request) === refreshPath) return javaOk({ token: 'token-2' });
      return request.headers.get('Auth') === 'token-2'
        ? javaFail(ErrorCode.NOT_ALLOWED, '当前角色无权使用此功能')
        : javaFail(ErrorCode.INVALID_TOKEN);
    });
    const error = await rejection(client.call(sessionEndpoints.getTeacherAccountInfo, {}));
    expect(error.code).toBe(ErrorCode.NOT_ALLOWED);
    expect(storage.token).toBe('token-2');
  });
});
