import { Empty } from 'antd';
import type { ReactNode } from 'react';

export interface QueryEmptyProps {
  /** Why there is nothing here, and what to do about it. */
  description: ReactNode;
  /** The small picture, for tables, cards and dropdowns. */
  simple?: boolean;
  className?: string;
  /** An action under the text (新增 ...). */
  children?: ReactNode;
}

/** A read that answered with nothing to show; the state components show it only after such an answer. */
export function QueryEmpty({ description, simple = false, className, children }: QueryEmptyProps) {
  return (
    <Empty className={className} image={simple ? Empty.PRESENTED_IMAGE_SIMPLE : undefined} description={description}>
      {children}
    </Empty>
  );
}
