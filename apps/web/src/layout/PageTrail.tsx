import { ArrowLeftOutlined } from '@ant-design/icons';
import { Breadcrumb, Button } from 'antd';
import { generatePath, Link, useNavigate, useParams, type Params } from 'react-router';
import { breadcrumbsOf } from '../routes/menu';
import type { ScreenRoute } from '../routes/screen-route';

/** A parent's path filled with the current params; undefined when the parent needs one we lack. */
function resolvePath(path: string, params: Params): string | undefined {
  const needed = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  return needed.every((name) => params[name]) ? generatePath(path, params) : undefined;
}

/** Breadcrumbs, and a back action on screens that have a parent screen. */
export function PageTrail({ routes, screen }: { routes: readonly ScreenRoute[]; screen: ScreenRoute }) {
  const navigate = useNavigate();
  const params = useParams();
  const back = screen.previous ? resolvePath(screen.previous, params) : undefined;
  const items = breadcrumbsOf(routes, screen).map((crumb) => {
    const path = crumb.path ? resolvePath(crumb.path, params) : undefined;
    return { key: crumb.path ?? crumb.label, title: path ? <Link to={path}>{crumb.label}</Link> : crumb.label };
  });

  return (
    <div className="page-trail">
      {back ? (
        <Button className="page-trail__back" icon={<ArrowLeftOutlined />} onClick={() => void navigate(back)}>
          返回
        </Button>
      ) : null}
      <Breadcrumb items={items} />
    </div>
  );
}
