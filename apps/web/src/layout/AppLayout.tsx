import { Button, Layout, Result } from 'antd';
import { Suspense, useMemo } from 'react';
import { useMatches, useNavigate, useNavigation } from 'react-router';
import { HOME_PATH } from '../app/navigation';
import { PageLoading } from '../app/PageLoading';
import { TemporaryPasswordPage } from '../modules/account';
import { useAccount } from '../modules/session';
import { ConsoleMapContext } from '../routes/console-map';
import { groupIcon } from '../routes/console-modules';
import { isGranted } from '../routes/menu';
import { screenOfHandle, type ScreenRoute } from '../routes/screen-route';
import { HeaderBar } from './HeaderBar';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { PageTrail } from './PageTrail';
import { SideMenu } from './SideMenu';
import './layout.css';

function NoAccess() {
  const navigate = useNavigate();
  return (
    <div className="result-page">
      <Result
        status="403"
        title="无权访问"
        subTitle="当前角色没有此页面的权限，如需使用请联系园长开通。"
        extra={
          <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}

function AccountUnavailable() {
  return (
    <Result
      status="warning"
      title="暂时无法获取账号信息"
      subTitle="请检查网络后重新加载页面。"
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          重新加载
        </Button>
      }
    />
  );
}

/** The signed-in frame: side menu, header, breadcrumbs and the current screen. */
export function AppLayout({ routes }: { routes: readonly ScreenRoute[] }) {
  const account = useAccount();
  const screen = screenOfHandle(useMatches().at(-1)?.handle);
  const busy = useNavigation().state !== 'idle';
  const modules = account.data?.modules;
  const granted = useMemo(() => new Set(modules), [modules]);
  const consoleMap = useMemo(() => ({ routes, groupIcon }), [routes]);

  if (!account.data) return account.isError ? <AccountUnavailable /> : <PageLoading fullScreen />;
  // A temporary password opens nothing but its change, after a sign-in and after a reload alike.
  if (account.data.mustChangePassword) {
    return (
      <Suspense fallback={<PageLoading fullScreen />}>
        <TemporaryPasswordPage />
      </Suspense>
    );
  }
  return (
    <ConsoleMapContext value={consoleMap}>
      <Layout className="console">
        {busy ? <div className="nav-progress" role="progressbar" aria-label="页面加载中" /> : null}
        <SideMenu routes={routes} granted={granted} current={screen} />
        <Layout className="console__main">
          <HeaderBar account={account.data} />
          <Layout.Content className="console__content">
            {screen ? <PageTrail routes={routes} screen={screen} /> : null}
            {screen && !isGranted(screen, granted) ? <NoAccess /> : <KeepAliveOutlet />}
          </Layout.Content>
        </Layout>
      </Layout>
    </ConsoleMapContext>
  );
}
