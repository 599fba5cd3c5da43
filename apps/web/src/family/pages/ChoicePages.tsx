import type { UseMutationResult } from '@tanstack/react-query';
import { List, NavBar, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { failureText } from '../family-api';
import { familyPaths } from '../family-paths';
import { familySession } from '../family-session';
import { usePickChild, usePickSchool } from '../family.queries';

interface Choice {
  id: number;
  name: string;
  description?: string;
  current: boolean;
}

interface ChoiceListProps {
  title: string;
  prompt: string;
  choices: Choice[];
  pick: UseMutationResult<unknown, Error, number>;
  /** Whether the page may be left without choosing (after sign-in, a family must choose first). */
  canGoBack: boolean;
}

/** One of several: tapped, the page acts for it from then on and opens its notices. */
function ChoiceList({ title, prompt, choices, pick, canGoBack }: ChoiceListProps) {
  const navigate = useNavigate();
  const choose = (id: number) => pick.mutate(id, { onSuccess: () => navigate(familyPaths.notices, { replace: true }), onError: (error) => Toast.show({ content: failureText(error) }) });
  return (
    <main className="family">
      {canGoBack ? <NavBar onBack={() => navigate(-1)}>{title}</NavBar> : <NavBar back={null}>{title}</NavBar>}
      <List header={prompt}>
        {choices.map((choice) => (
          <List.Item key={choice.id} description={choice.description} extra={choice.current ? '当前' : undefined} onClick={() => choose(choice.id)} arrowIcon>
            {choice.name}
          </List.Item>
        ))}
      </List>
    </main>
  );
}

/** 选择孩子: a family with children in several classes or schools acts for one at a time. */
export function ChildrenPage() {
  const pick = usePickChild();
  const account = familySession.account();
  if (!account) return null;
  const choices = account.children.map((child) => ({ id: child.childId, name: child.childName, description: `${child.schoolName} · ${child.className}`, current: child.childId === account.current.childId }));
  return <ChoiceList title="选择孩子" prompt={`${account.guardianName}，请选择要查看的孩子`} choices={choices} pick={pick} canGoBack={false} />;
}

/** 切换幼儿园: a teacher on the staff of several schools reads one school's at a time. */
export function SchoolsPage() {
  const pick = usePickSchool();
  const teacher = familySession.teacher();
  if (!teacher) return null;
  const choices = teacher.schools.map((school) => ({ id: school.schoolId, name: school.schoolName, current: school.schoolId === teacher.schoolId }));
  return <ChoiceList title="切换幼儿园" prompt={`${teacher.teacherName}老师，请选择要查看的幼儿园`} choices={choices} pick={pick} canGoBack />;
}
