import { z } from 'zod';
import type { ModuleCode } from './modules.js';

export type HttpMethod = 'GET' | 'POST';

export interface JavaRoute {
  method: HttpMethod;
  path: `/javaApi/${string}`;
}

export interface LegacyRoute {
  method: HttpMethod;
  path: `/api/${string}`;
  /**
   * The path carries three more segments, appId, signature and timestamp: the caller is an app
   * holding the shared key, not a signed-in user.
   */
  signed?: boolean;
}

/**
 * Who may call: `public` needs nothing (login, codes), `session` any signed-in user, `family` a
 * family page's session (a guardian acting for a child; no console token reaches it, nor it the
 * console), `familyTeacher` a teacher's session of the family page (neither a family's nor a
 * console token), otherwise the module the caller's role must grant.
 */
export type Access = 'public' | 'session' | 'family' | 'familyTeacher' | ModuleCode;

export interface EndpointDefinition<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
  Who extends Access = Access,
> {
  /** `module.call`, unique; names the call in logs, the audit log and the OpenAPI document. */
  id: string;
  /** What the call does, in Chinese, for the API documentation. */
  summary: string;
  access: Who;
  java?: JavaRoute;
  legacy?: LegacyRoute;
  input: Input;
  output: Output;
  /** The console sends this call's body url-encoded rather than as JSON. */
  form?: boolean;
  /**
   * Whether the call changes nothing, which keeps it out of the audit log of writes. Unset, a GET
   * reads and a POST writes; set it for a POST that reads, or `false` for a GET that writes.
   */
  readOnly?: boolean;
  /** The output field holding the id of the row the call creates, for the audit log. */
  creates?: string;
  /** The answer carries a new session token, echoed in the Auth response header. */
  issuesToken?: boolean;
  /**
   * A signed-in call still open while the account must replace a temporary password: reading
   * one's own account, changing the password, signing out. Every other one is refused until then.
   */
  beforePasswordChange?: boolean;
}

export function defineEndpoint<Input extends z.ZodType, Output extends z.ZodType, Who extends Access>(
  definition: EndpointDefinition<Input, Output, Who>,
): EndpointDefinition<Input, Output, Who> {
  if (!definition.java && !definition.legacy) throw new Error(`${definition.id}: no route in either family`);
  return definition;
}

export type EndpointGroup = Record<string, EndpointDefinition<any, any, Access>>; // any: groups mix schemas
export type InputOf<E extends EndpointDefinition> = z.infer<E['input']>;
export type OutputOf<E extends EndpointDefinition> = z.infer<E['output']>;

/** The output of a call that answers with a file download rather than an envelope. */
export interface FileDownload {
  readonly __fileDownload: true;
}
export const fileOutput = z.custom<FileDownload>(() => true).describe('file download');
export const isFileEndpoint = (endpoint: EndpointDefinition) => endpoint.output === fileOutput;

/** The database's integer columns are 32-bit: PostgreSQL refuses a larger value instead of storing it. */
export const MAX_INT = 2_147_483_647;

/**
 * Query strings and forms carry numbers as text. Only plain decimals are read as numbers, since
 * Number() would also take "0x10", "1e3", "Infinity" and "" (as 0); any other text stays text and is
 * refused as not a number.
 */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
const fromDecimalText = (value: unknown) => (typeof value === 'string' && PLAIN_DECIMAL.test(value) ? Number(value) : value);

/**
 * A number input, as JSON or as decimal text, kept within the database's integer range whatever
 * narrower bounds the declaration adds (checked first, so that their words are shown). Declarations
 * take numbers through here only (and `unixSeconds`), never with z.coerce.number().
 */
export const numeric = (schema: z.ZodNumber) => z.preprocess(fromDecimalText, schema.min(-MAX_INT).max(MAX_INT));

/** An integer input within `min..max`, refused with `message` (by default the range) otherwise. */
export const int = (min = -MAX_INT, max = MAX_INT, message = `应为${min}至${max}的整数`) =>
  numeric(z.number({ error: message }).int(message).min(min, message).max(max, message));

/** An integer code among `values` (an enumeration's), refused with `message` otherwise. */
export const intAmong = (values: readonly number[], message: string) =>
  int(Math.min(...values), Math.max(...values), message).refine((value) => values.includes(value), message);

/** A row id: what an integer primary key can hold. */
export const id = () => int(1, MAX_INT);

/** Seconds since 1970, which outgrow 32 bits in 2038: only for a moment checked against the clock, never stored. */
export const unixSeconds = () => z.preprocess(fromDecimalText, z.number({ error: '应为时间戳（秒）' }).int().min(0).max(Number.MAX_SAFE_INTEGER));

/** Paging used by every list call: 1-based page index. */
export const pageInput = {
  pageIndex: int(1, MAX_INT).default(1),
  pageSize: int(1, 200).default(20),
};

/** The most rows one call of a row-range list answers. */
export const MAX_ROW_RANGE = 200;

/**
 * Paging as the legacy lists counted by a call of their own (…ListNum) name it: rows startNum to
 * endNum, both counted from 1 and both included (1 to 20 is the first page of 20). The object
 * holding it adds `rowRangeRule`.
 */
export const rowRangeInput = {
  startNum: int(1, MAX_INT).default(1),
  endNum: int(1, MAX_INT).default(20),
};

export const rowRangeRule: [(range: { startNum: number; endNum: number }) => boolean, { message: string; path: string[] }] = [
  (range) => range.endNum >= range.startNum && range.endNum - range.startNum < MAX_ROW_RANGE,
  { message: `endNum 不能小于 startNum，一次最多${MAX_ROW_RANGE}条`, path: ['endNum'] },
];

export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ list: z.array(item), total: z.number().int() });
}

/** Inputs arrive as query strings or url-encoded forms too: flags come as text. */
export const flag = () =>
  z.union([z.boolean(), z.enum(['0', '1', 'true', 'false']), z.literal(0), z.literal(1)]).transform(
    (value) => value === true || value === 1 || value === '1' || value === 'true',
  );
/**
 * A field whose type the API leaves open (platId, appId, deviceId, codeId): clients send it as text
 * or as a number, and it is kept as text.
 */
export const openText = (max: number) => z.union([z.string().max(max), z.number().transform(String)]);
export const phoneNumber = () => z.string().trim().regex(/^1\d{10}$/, '请输入11位手机号');
export const isoDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');
