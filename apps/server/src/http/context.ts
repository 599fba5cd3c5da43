import type { EndpointDefinition, EndpointGroup, FileDownload } from '@yuanwu/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { FamilyIdentity, FamilyTeacherIdentity } from '../core/family-identity.js';
import type { FileResult } from '../core/file-result.js';
import type { SessionIdentity } from '../core/session-identity.js';
import type { SchoolDb } from '../db/school-scope.js';

export interface PublicContext {
  requestId: string;
  ip: string;
  log: FastifyBaseLogger;
}

export interface SessionContext extends PublicContext {
  session: SessionIdentity;
  /** The database confined to the session's school, and to the classes its data scope reaches. */
  db: SchoolDb;
}

/** A family page's call: the family, and the database confined to its chosen child's school (the whole school: a family has no data scope). */
export interface FamilyContext extends PublicContext {
  family: FamilyIdentity;
  db: SchoolDb;
}

/** A teacher's call from the family page: the teacher, and the database confined to the teacher's school. */
export interface FamilyTeacherContext extends PublicContext {
  teacher: FamilyTeacherIdentity;
  db: SchoolDb;
}

type ContextFor<E extends EndpointDefinition> = E['access'] extends 'public'
  ? PublicContext
  : E['access'] extends 'family'
    ? FamilyContext
    : E['access'] extends 'familyTeacher'
      ? FamilyTeacherContext
      : SessionContext;
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

/** Some calls of a declared group, for a module that answers only those (the platform test checks every call is mounted once). */
export function callsOf<G extends EndpointGroup, K extends keyof G & string>(group: G, keys: readonly K[]): Pick<G, K> {
  return Object.fromEntries(keys.map((key) => [key, group[key]])) as Pick<G, K>;
}
