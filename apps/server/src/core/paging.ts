/** A 1-based page of a list, as every list call takes it. */
export interface PageInput {
  pageIndex: number;
  pageSize: number;
}

/** The rows of a page, as a repository's OFFSET and LIMIT. */
export const rowsOfPage = ({ pageIndex, pageSize }: PageInput) => ({ offset: (pageIndex - 1) * pageSize, limit: pageSize });

/** Rows startNum to endNum of a list (shared's rowRangeInput), as a repository's OFFSET and LIMIT. */
export const rowsOfRange = ({ startNum, endNum }: { startNum: number; endNum: number }) => ({ offset: startNum - 1, limit: endNum - startNum + 1 });
