import { List, NavBar, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { failureText } from '../family-api';
import { familyPaths } from '../family-paths';
import { familySession } from '../family-session';
import { usePickSchool } from '../family.queries';

/** 切换幼儿园: a teacher on the staff of several schools reads one school's at a time. */
export function SchoolsPage() {
  const navigate = useNavigate();
  const pick = usePickSchool();
  const teacher = familySession.teacher();
  if (!teacher) return null;
  const choose = (schoolId: number) =>
    pick.mutate(schoolId, { onSuccess: () => navigate(familyPaths.notices, { replace: true }), onError: (error) => Toast.show({ content: failureText(error) }) });
  return (
    <main className="family">
      <NavBar onBack={() => navigate(-1)}>切换幼儿园</NavBar>
      <List header={`${teacher.teacherName}老师，请选择要查看的幼儿园`}>
        {teacher.schools.map((school) => (
          <List.Item key={school.schoolId} extra={school.schoolId === teacher.schoolId ? '当前' : undefined} onClick={() => choose(school.schoolId)} arrowIcon>
            {school.schoolName}
          </List.Item>
        ))}
      </List>
    </main>
  );
}
