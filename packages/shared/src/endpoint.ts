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
   * The path carries three more segments, appId, signature and timestamp (seed 002 section 7):
   * the caller is an app holding the shared key, not a signed-in user.
   */
  signed?: boolean;
}

/**
 * Who may call: `public` needs nothing (login, codes), `session` any signed-in user,
 * otherwise the module the caller's role must grant.
 */
export type Access = 'public' | 'session' | ModuleCode;

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

/** Paging used by every list call: 1-based page index. */
export const pageInput = {
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
};

export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ list: z.array(item), total: z.number().int() });
}

/** Inputs arrive as query strings or url-encoded forms too: numbers and flags are coerced. */
export const id = () => z.coerce.number().int().positive();
export const flag = () =>
  z.union([z.boolean(), z.enum(['0', '1', 'true', 'false']), z.literal(0), z.literal(1)]).transform(
    (value) => value === true || value === 1 || value === '1' || value === 'true',
  );
export const phoneNumber = () => z.string().trim().regex(/^1\d{10}$/, '请输入11位手机号');
export const isoDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');
