import { Card } from 'antd';
import type { ReactNode } from 'react';
import { QueryState, type QueryLike } from '../../../components/query-state';

export interface RankingEntry {
  key: number;
  rank: number;
  name: string;
  /** Who they are: a parent's children, a class's grade. */
  note?: string;
  /** What the ranking counts, in words. */
  detail: ReactNode;
  value: ReactNode;
}

interface RankingCardProps {
  title: string;
  /** What the ranking counts, shown under the title. */
  basis: string;
  entries: RankingEntry[] | undefined;
  /** The ranking's read, for its loading and error states. */
  query: QueryLike;
  empty: string;
}

/** A top list of the period, the first three marked. */
export function RankingCard({ title, basis, entries = [], query, empty }: RankingCardProps) {
  return (
    <Card variant="borderless" className="dashboard-ranking" title={title} extra={<span className="dashboard-ranking__basis">{basis}</span>}>
      <QueryState query={query} what={title} compact isEmpty={() => entries.length === 0} empty={empty}>
        {() => (
          <ol className="dashboard-ranking__list" aria-label={title}>
            {entries.map((entry) => (
              <li key={entry.key} className="dashboard-ranking__entry">
                <span className={`dashboard-ranking__rank dashboard-ranking__rank--${Math.min(entry.rank, 4)}`}>{entry.rank}</span>
                <span className="dashboard-ranking__who">
                  <span className="dashboard-ranking__name">{entry.name}</span>
                  {entry.note ? <span className="dashboard-ranking__note">{entry.note}</span> : null}
                </span>
                <span className="dashboard-ranking__detail">{entry.detail}</span>
                <span className="dashboard-ranking__value">{entry.value}</span>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </Card>
  );
}
