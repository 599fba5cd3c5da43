import { Spin } from 'antd';

/** What stands in for a screen while its chunk or first data arrives. */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div className={fullScreen ? 'page-loading page-loading--full' : 'page-loading'}>
      <Spin size="large" />
    </div>
  );
}
