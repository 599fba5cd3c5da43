/** A 1-based page of a list, as every list call takes it. */
export interface PageInput {
  pageIndex: number;
  pageSize: number;
}

/** The rows of a page, as a repository's OFFSET and LIMIT. */
export const rowsOfPage = ({ pageIndex, pageSize }: PageInput) => ({ offset: (pageIndex - 1) * pageSize, limit: pageSize });
