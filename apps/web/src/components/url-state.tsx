import dayjs, { type Dayjs } from 'dayjs';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DATE_FORMAT } from './dates';

/**
 * A screen's filters, tabs and paging live in its URL's query, so that a reload, a shared link or
 * Back shows the screen as it was. Each value is a typed param with a default; a value equal to its
 * default is left out of the URL, so a screen as it first opens has a bare address.
 */

/** How one value is written in the query. */
export interface UrlParam<Value> {
  readonly defaultValue: Value;
  /** The value a query text names, or undefined when it names none (an outdated link): the default shows then. */
  parse(text: string): Value | undefined;
  format(value: Value): string;
}

function param<Value>(defaultValue: Value, parse: (text: string) => Value | undefined, format: (value: Value) => string): UrlParam<Value> {
  return { defaultValue, parse, format };
}

const integerOf = (text: string) => (/^-?\d{1,10}$/.test(text) ? Number(text) : undefined);
const dayOf = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text).format(DATE_FORMAT) === text ? text : undefined);
const RANGE_SEPARATOR = '~';

export const urlParam = {
  /** A whole number: an id, a status, a page. */
  integer: (defaultValue: number) => param(defaultValue, integerOf, String),
  /** A whole number, or none chosen. */
  optionalInteger: () => param<number | undefined>(undefined, integerOf, (value) => (value === undefined ? '' : String(value))),
  text: (defaultValue = '') => param(defaultValue, (text) => text, (text) => text),
  /** One of a few names: a tab's key. */
  oneOf: <Name extends string>(names: readonly Name[], defaultValue: Name) => param<Name>(defaultValue, (text) => names.find((name) => name === text), (name) => name),
  /** A day: 2026-11-25. */
  day: (defaultValue: string) => param(defaultValue, dayOf, (day) => day),
  /** A range picker's days, 2026-11-01~2026-11-30, or none. */
  dayRange: () =>
    param<[Dayjs, Dayjs] | null>(
      null,
      (text) => {
        const [start, end, ...rest] = text.split(RANGE_SEPARATOR).map(dayOf);
        return start && end && rest.length === 0 && start <= end ? [dayjs(start), dayjs(end)] : undefined;
      },
      (range) => (range ? range.map((day) => day.format(DATE_FORMAT)).join(RANGE_SEPARATOR) : ''),
    ),
};

type UrlParams = Record<string, UrlParam<unknown>>;
export type UrlValues<Params extends UrlParams> = { [Name in keyof Params]: Params[Name] extends UrlParam<infer Value> ? Value : never };

type Primitive = string | number;
type InferredKey<Values> = { [Key in keyof Values]-?: Values[Key] extends Primitive ? Key : never }[keyof Values];
/**
 * The params of a set of values with their defaults (a list's filters): a number or a text default
 * tells its param; any other value (optional, a date range) needs one given.
 */
export type ParamsOf<Values> = { [Key in Exclude<keyof Values, InferredKey<Values>>]-?: UrlParam<Values[Key]> } & { [Key in InferredKey<Values>]?: UrlParam<Values[Key]> };

/** The params of `defaults`, taking `given` where there is one. */
function paramsOf<Values extends object>(defaults: Values, given?: Partial<ParamsOf<Values>>): UrlParams {
  const params: UrlParams = { ...(given as UrlParams) };
  for (const [name, value] of Object.entries(defaults)) {
    if (params[name]) params[name] = { ...params[name], defaultValue: value };
    else if (typeof value === 'number') params[name] = urlParam.integer(value);
    else if (typeof value === 'string') params[name] = urlParam.text(value);
  }
  return params;
}

/** A change of a screen's query: `apply` edits it; push makes a step Back returns from. */
type QueryChange = (apply: (query: URLSearchParams) => void, push: boolean) => void;

interface ScreenQuery {
  search: string;
  change: QueryChange;
}

const ScreenQueryContext = createContext<ScreenQuery | null>(null);

/** A screen's own query; `away` while another screen shows, `restoring` until its query is back in the URL. */
interface OwnQuery {
  search: string;
  away: boolean;
  restoring: boolean;
}

function followLocation(own: OwnQuery, shown: boolean, search: string): OwnQuery {
  if (!shown) return own.away ? own : { ...own, away: true };
  if (own.away) return search === '' && own.search !== '' ? { search: own.search, away: false, restoring: true } : { search, away: false, restoring: false };
  if (own.restoring) return search === '' ? own : { search, away: false, restoring: false };
  return search === own.search ? own : { ...own, search };
}

/**
 * The query of the screen inside. A screen kept alive (`keptPath`) while another one shows keeps
 * the query it had: the URL then belongs to the other screen. Back on a kept screen through a bare
 * link (the side menu), its last query is put back in the URL, as the screen still shows it.
 */
export function ScreenQuery({ keptPath, children }: { keptPath?: string; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const pathname = keptPath ?? location.pathname;
  const [own, setOwn] = useState<OwnQuery>({ search: location.search, away: false, restoring: false });
  const next = followLocation(own, location.pathname === pathname, location.search);
  if (next !== own) setOwn(next);
  const { search, restoring } = next;

  useEffect(() => {
    if (restoring) void navigate({ pathname, search }, { replace: true });
  }, [restoring, navigate, pathname, search]);

  // Changes made in one turn (a search that also goes back to page 1) become one navigation.
  const pending = useRef<{ query: URLSearchParams; push: boolean } | null>(null);
  const value = useMemo<ScreenQuery>(() => {
    const change: QueryChange = (apply, push) => {
      if (!pending.current) {
        pending.current = { query: new URLSearchParams(search), push: false };
        queueMicrotask(() => {
          const { query, push: pushes } = pending.current!;
          pending.current = null;
          const changed = query.size ? `?${query.toString()}` : '';
          if (changed !== search) void navigate({ pathname, search: changed }, { replace: !pushes });
        });
      }
      apply(pending.current.query);
      pending.current.push ||= push;
    };
    return { search, change };
  }, [search, navigate, pathname]);
  return <ScreenQueryContext value={value}>{children}</ScreenQueryContext>;
}

export interface UrlStateOptions {
  /** Sets this state's names apart from others' on the same screen: 'research' gives researchPage. */
  prefix?: string;
  /** false keeps it out of the URL (a list in a dialog). Outside a ScreenQuery it is always in memory. */
  inUrl?: boolean;
}

/** How a change moves the history: replace for a correction nobody would step Back to. */
export interface UrlStateChange {
  replace?: boolean;
}

export type SetUrlState<Values> = (changes: Partial<Values>, how?: UrlStateChange) => void;

const nameIn = (prefix: string | undefined, name: string) => (prefix ? `${prefix}${name.charAt(0).toUpperCase()}${name.slice(1)}` : name);

/**
 * A screen's state kept in its URL: the values `params` read from the query, and the way to change
 * some of them (a step Back returns from, unless `replace`).
 */
export function useUrlState<Params extends UrlParams>(params: Params, options: UrlStateOptions = {}): [UrlValues<Params>, SetUrlState<UrlValues<Params>>] {
  const { prefix, inUrl = true } = options;
  const screen = useContext(ScreenQueryContext);
  const [memory, setMemory] = useState('');
  const inScreenQuery = inUrl && screen !== null;
  const query = new URLSearchParams(inScreenQuery ? screen.search : memory);

  const entries = Object.entries(params).map(([name, urlParam]) => {
    const text = query.get(nameIn(prefix, name));
    const parsed = text === null ? undefined : urlParam.parse(text);
    return [name, parsed === undefined ? urlParam.defaultValue : parsed] as const;
  });
  // The same values keep the same object across renders, for effects and memos that depend on them.
  const values = useSameWhileEqual(
    entries.map(([name, value]) => `${name}=${params[name]!.format(value)}`).join('&'),
    Object.fromEntries(entries) as UrlValues<Params>,
  );

  const set: SetUrlState<UrlValues<Params>> = (changes, how = {}) => {
    const apply = (target: URLSearchParams) => {
      for (const [name, value] of Object.entries(changes)) {
        const urlParam = params[name];
        if (!urlParam) continue;
        const text = value === undefined ? '' : urlParam.format(value);
        if (value === undefined || text === urlParam.format(urlParam.defaultValue)) target.delete(nameIn(prefix, name));
        else target.set(nameIn(prefix, name), text);
      }
    };
    if (inScreenQuery) screen.change(apply, !how.replace);
    else
      setMemory((current) => {
        const next = new URLSearchParams(current);
        apply(next);
        return next.toString();
      });
  };
  return [values, set];
}

/** A set of filters kept in the URL, each written as its default tells (see ParamsOf) or as `given`. */
export function useUrlFilters<Values extends object>(defaults: Values, given?: Partial<ParamsOf<Values>>, options?: UrlStateOptions): [Values, SetUrlState<Values>] {
  // paramsOf gives each field of Values a param of its type, so the values read back are Values.
  return useUrlState(paramsOf(defaults, given), options) as unknown as [Values, SetUrlState<Values>];
}

/** `value` as first seen while `key` stays the same. */
function useSameWhileEqual<Value>(key: string, value: Value): Value {
  const [held, setHeld] = useState({ key, value });
  if (held.key === key) return held.value;
  setHeld({ key, value });
  return value;
}

/**
 * The tab a screen shows, kept in the URL as ?tab=; the first key is the default. Switching tabs
 * replaces the entry: Back leaves the screen, as it would have before the tab was switched.
 */
export function useUrlTab<Key extends string>(keys: readonly [Key, ...Key[]], options?: UrlStateOptions): [Key, (key: string) => void] {
  const [{ tab }, set] = useUrlState({ tab: urlParam.oneOf(keys, keys[0]) }, options);
  return [tab, (key) => set({ tab: key as Key }, { replace: true })];
}
