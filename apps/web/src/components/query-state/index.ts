// A read's three states, the same on every screen: loading, failed (with 重试), empty.
export { allQueries, failureText, isRefusal, type QueryLike } from './query-like';
export { QueryEmpty, type QueryEmptyProps } from './QueryEmpty';
export { QueryError, type QueryErrorProps } from './QueryError';
export { QuerySelect, type QuerySelectProps } from './QuerySelect';
export { QueryState, type QueryStateProps } from './QueryState';
export { QueryTable, tableStateOf, type QueryTableProps } from './QueryTable';
export { PageStatus, RecordStatus, type PageStatusProps, type RecordStatusProps } from './RecordStatus';
