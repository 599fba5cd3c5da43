import type { EndpointDefinition, EndpointGroup, FileDownload } from '@yuanwu/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { SchoolDb } from '../db/school-scope.js';

/** Who is calling, as the session token says: never taken from a parameter. */
export interface SessionIdentity {
  sessionId: number;
  /** The person, whatever school they work in. */
  accountId: number;
  /** The person's staff row in the school they signed in to. */
  teacherId: number;
  /** The school every query of this call is confined to. */
  schoolId: number;
  homeSchoolId: number;
  roleId: number | null;
  modules: ReadonlySet<string>;
  isGroupAdmin: boolean;
}

export interface PublicContext {
  requestId: string;
  ip: string;
  log: FastifyBaseLogger;
}

export interface SessionContext extends PublicContext {
  session: SessionIdentity;
  /** The database confined to the session's school. */
  db: SchoolDb;
}

/** What the handler of a call declared with `fileOutput` returns. */
export interface FileResult {
  fileName: string;
  contentType: string;
  body: Buffer | Readable;
}

type ContextFor<E extends EndpointDefinition> = E['access'] extends 'public' ? PublicContext : SessionContext;
type ResultFor<E extends EndpointDefinition> = z.input<E['output']> extends FileDownload ? FileResult : z.input<E['output']>;

export type Handler<E extends EndpointDefinition> = (
  input: z.infer<E['input']>,
  context: ContextFor<E>,
) => Promise<ResultFor<E>>;

/** A module's handlers: one per declared call, each a single line into a service. */
export type Handlers<G extends EndpointGroup> = { [K in keyof G]: Handler<G[K]> };

export interface MountedGroup {
  endpoints: EndpointGroup;
  handlers: Record<string, Handler<EndpointDefinition>>;
}

export function handlersFor<G extends EndpointGroup>(endpoints: G, handlers: Handlers<G>): MountedGroup {
  return { endpoints, handlers: handlers as unknown as MountedGroup['handlers'] };
}
