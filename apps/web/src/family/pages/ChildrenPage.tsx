import { List, NavBar, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { failureText } from '../family-api';
import { familyPaths } from '../family-paths';
import { familySession } from '../family-session';
import { usePickChild } from '../family.queries';

/** 选择孩子: a family with children in several classes or schools acts for one at a time. */
export function ChildrenPage() {
  const navigate = useNavigate();
  const pick = usePickChild();
  const account = familySession.account();
  if (!account) return null;
  const choose = (childId: number) =>
    pick.mutate(childId, { onSuccess: () => navigate(familyPaths.notices, { replace: true }), onError: (error) => Toast.show({ content: failureText(error) }) });
  return (
    <main className="family">
      <NavBar back={null}>选择孩子</NavBar>
      <List header={`${account.guardianName}，请选择要查看的孩子`}>
        {account.children.map((child) => (
          <List.Item key={child.childId} description={`${child.schoolName} · ${child.className}`} extra={child.childId === account.current.childId ? '当前' : undefined} onClick={() => choose(child.childId)} arrowIcon>
            {child.childName}
          </List.Item>
        ))}
      </List>
    </main>
  );
}
