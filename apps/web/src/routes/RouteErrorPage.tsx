import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';
import { HOME_PATH } from '../app/navigation';
import { isChunkLoadError } from './chunk-load';

const reload = () => window.location.reload();

/** Instead of a blank screen: a screen's code failed to load, or it crashed while drawing. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    return (
      <div className="result-page">
        <Result
          status="warning"
          title="页面加载失败"
          subTitle="网络不稳定或系统刚刚更新，请重新加载页面。"
          extra={
            <Button type="primary" onClick={reload}>
              重新加载
            </Button>
          }
        />
      </div>
    );
  }
  console.error(error);
  return (
    <div className="result-page">
      <Result
        status="error"
        title="页面出错了"
        subTitle="很抱歉，页面出现异常。请重新加载，或回到首页。"
        extra={[
          <Button key="reload" type="primary" onClick={reload}>
            重新加载
          </Button>,
          <Button key="home" href={HOME_PATH}>
            返回首页
          </Button>,
        ]}
      />
    </div>
  );
}
