import { randomUUID } from 'node:crypto';

/**
 * A client written from the product's description of its calls alone, never from our declarations:
 * both families' envelopes, the password login, the token refresh and the chunked upload that never
 * names its upload. Paths, field names and their casing are the description's, typed out here, so
 * that a server drifting from the description fails the suite even where the console still works.
 */

/** An answer of either family, read as the description reads it. */
export interface SpecAnswer {
  /** HTTP 200 with a body code of 200 (Java) or a ResponseStatus of 1 (legacy). */
  ok: boolean;
  /** The Java body's code; the legacy family's ResponseStatus is `responseStatus`. */
  code: number | undefined;
  responseStatus: number | undefined;
  /** ErrorMessage, message or errorMessage, whichever the body carries. */
  message: string | undefined;
  /** `data` (Java) or `Data` (legacy). */
  data: any; // any: the description leaves most answers' shapes open
  /** A legacy ResponseStatus of 4 or 5: the session is over, back to the login page. */
  sessionEnded: boolean;
  headers: Headers;
}

const UPLOAD_PATH = '/api/FileUpload/UploadCarveFile';

/** The description gives platId no type: a client may send a number. */
const PLAT_ID = 1;

async function read(response: Response): Promise<SpecAnswer> {
  const body = (await response.json()) as Record<string, any>;
  const responseStatus = body.ResponseStatus as number | undefined;
  return {
    ok: response.status === 200 && (body.code === 200 || responseStatus === 1),
    code: body.code,
    responseStatus,
    message: body.ErrorMessage ?? body.message ?? body.errorMessage,
    data: 'ResponseStatus' in body ? body.Data : body.data,
    sessionEnded: responseStatus === 4 || responseStatus === 5,
    headers: response.headers,
  };
}

/**
 * Talks to the server at `baseUrl`, which serves as the file host too: a host whose address holds
 * "jwt", whose uploads carry the session token rather than a signed path.
 */
export function specClient(baseUrl: string) {
  let token: string | undefined;

  /** Every request carries a fresh requestId without dashes and the session token in Auth. */
  const headersOf = (more: Record<string, string> = {}) => ({
    requestId: randomUUID().replaceAll('-', ''),
    ...(token ? { Auth: token } : {}),
    ...more,
  });

  const urlOf = (path: string, query: Record<string, string | number> = {}) => {
    const url = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    return url;
  };

  /** A Java-style POST sends JSON. */
  const javaPost = async (path: `/javaApi/${string}`, body: Record<string, unknown>) =>
    read(await fetch(urlOf(path), { method: 'POST', headers: headersOf({ 'Content-Type': 'application/json' }), body: JSON.stringify(body) }));

  const get = async (path: string, query: Record<string, string | number> = {}) => read(await fetch(urlOf(path), { headers: headersOf() }));

  /** One chunk: everything but the bytes travels in the query; the bytes in the multipart field `files`. */
  async function sendChunk(chunk: { relativeServerName: string; offset: number; isLast: boolean; bytes: Uint8Array; fileName: string }) {
    const form = new FormData();
    form.append('files', new Blob([chunk.bytes]), chunk.fileName);
    const query = { relativeServerName: chunk.relativeServerName, offset: chunk.offset, isLast: chunk.isLast ? 1 : 0, isRetainOrigianl: 1 };
    return read(await fetch(urlOf(UPLOAD_PATH, query), { method: 'POST', headers: headersOf(), body: form }));
  }

  return {
    get token() {
      return token;
    },
    javaPost,
    get,

    /**
     * The login's caller fields are the one part of it the description leaves unnamed: account and
     * password, as the server documents them. The token comes back in the Auth header.
     */
    async login(account: string, password: string) {
      const answer = await javaPost('/javaApi/login/validLogin', { account, password, appId: 'spec-client', deviceId: 'spec-client-1' });
      if (answer.ok) token = answer.headers.get('auth') ?? undefined;
      return answer;
    },

    /** Trades the token for a new one, which comes back in the Auth header. */
    async refresh() {
      const answer = await javaPost('/javaApi/login/refreshToken', { oldToken: token, platId: PLAT_ID });
      if (answer.ok) token = answer.headers.get('auth') ?? undefined;
      return answer;
    },

    teacherAccountInfo: () => javaPost('/javaApi/login/getTeacherAccountInfo', { platId: PLAT_ID }),

    sendChunk,

    /**
     * A whole file, chunk by chunk: each next offset is the answer's Data.StartOffset, and the last
     * chunk says isLast=1. Stops at the first refusal.
     */
    async upload(relativeServerName: string, file: Uint8Array, fileName: string, chunkBytes: number) {
      const answers: SpecAnswer[] = [];
      let offset = 0;
      for (;;) {
        const bytes = file.subarray(offset, offset + chunkBytes);
        const isLast = offset + bytes.length >= file.length;
        const answer = await sendChunk({ relativeServerName, offset, isLast, bytes, fileName });
        answers.push(answer);
        if (!answer.ok || isLast) return answers;
        offset = answer.data.StartOffset;
      }
    },
  };
}

export type SpecClient = ReturnType<typeof specClient>;
