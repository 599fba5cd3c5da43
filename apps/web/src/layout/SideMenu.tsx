import { Layout, Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { buildMenu, groupOf, menuKeyOf, type MenuEntry } from '../routes/menu';
import { groupIcon } from '../routes/console-modules';
import type { ScreenRoute } from '../routes/screen-route';
import { Logo } from './Logo';

type MenuItems = NonNullable<MenuProps['items']>;

function toItems(entries: MenuEntry[], nested = false): MenuItems {
  return entries.map((entry) => ({
    key: entry.key,
    label: entry.label,
    icon: nested ? undefined : groupIcon(entry.group),
    children: entry.children ? toItems(entry.children, true) : undefined,
  }));
}

interface SideMenuProps {
  routes: readonly ScreenRoute[];
  granted: ReadonlySet<string>;
  current: ScreenRoute | undefined;
}

/** The side menu: the route table filtered by what the role grants. */
export function SideMenu({ routes, granted, current }: SideMenuProps) {
  const navigate = useNavigate();
  const items = useMemo(() => toItems(buildMenu(routes, granted)), [routes, granted]);
  const selectedKey = current ? menuKeyOf(routes, current) : undefined;
  const currentGroup = current ? groupOf(current) : undefined;
  const [openKeys, setOpenKeys] = useState<string[]>(currentGroup ? [currentGroup] : []);
  const [arrivedIn, setArrivedIn] = useState(currentGroup);

  // Arriving in another group (a link, the back action) opens it; groups opened by hand stay open.
  // Adjusted while rendering, as React does state that follows a prop, not in an effect.
  if (currentGroup !== arrivedIn) {
    setArrivedIn(currentGroup);
    if (currentGroup && !openKeys.includes(currentGroup)) setOpenKeys([...openKeys, currentGroup]);
  }

  return (
    <Layout.Sider className="console__sider" width="2.2rem">
      <div className="console__brand">
        <Logo />
      </div>
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={selectedKey ? [selectedKey] : []}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
        onClick={({ key }) => void navigate(key)}
      />
    </Layout.Sider>
  );
}
