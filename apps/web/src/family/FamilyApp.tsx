import { Navigate, Route, Routes } from 'react-router';
import { familyPaths } from './family-paths';
import { familySession } from './family-session';
import { FamilyLayout } from './FamilyLayout';
import { ChildrenPage, SchoolsPage } from './pages/ChoicePages';
import { HomeworkPage } from './pages/HomeworkPage';
import { LeavePage } from './pages/LeavePage';
import { LoginPage } from './pages/LoginPage';
import { NewsDetailPage, NewsListPage } from './pages/NewsPages';
import { NoticeDetailPage, NoticeListPage } from './pages/NoticePages';
import { RollCallPage } from './pages/RollCallPage';
import { SurveyListPage, SurveyPage } from './pages/SurveyPages';
import { VoteListPage, VotePage } from './pages/VotePages';

/** What a screen asks of the session: any sign-in, a teacher's, or a family's with its child chosen. */
type Need = 'signedIn' | 'teacher' | 'screen';

/** Where the session sends a screen that needs `need`, or null when it may show. */
function redirectFor(need: Need): string | null {
  if (!familySession.token()) return familyPaths.login;
  const teacher = familySession.teacher();
  if (need === 'teacher') return teacher ? null : familyPaths.login;
  if (need === 'signedIn' || teacher) return null;
  const account = familySession.account();
  if (!account) return familyPaths.login;
  return account.children.length > 1 && !familySession.picked() ? familyPaths.children : null;
}

/** The screen, as the session is when the route shows (not when the app started); else the login or the choice of child. */
function Guarded({ need, children }: { need: Need; children: React.ReactElement }) {
  const redirect = redirectFor(need);
  return redirect ? <Navigate to={redirect} replace /> : children;
}

/** A family's screen or a teacher's, as the session is when the route shows (not when the app started). */
function ByRole({ family, teacher }: { family: React.ReactElement; teacher: React.ReactElement }) {
  return familySession.teacher() ? teacher : family;
}

/** 家长端: the family page's screens, 375 px first; a teacher's sections in place of 作业 and 请假: 点名. */
export function FamilyApp() {
  return (
    <Routes>
      <Route path={familyPaths.login} element={<LoginPage />} />
      <Route
        path={familyPaths.children}
        element={
          <Guarded need="signedIn">
            <ChildrenPage />
          </Guarded>
        }
      />
      <Route
        path={familyPaths.schools}
        element={
          <Guarded need="teacher">
            <SchoolsPage />
          </Guarded>
        }
      />
      <Route
        element={
          <Guarded need="screen">
            <FamilyLayout />
          </Guarded>
        }
      >
        <Route index element={<Navigate to={familyPaths.notices} replace />} />
        <Route path={familyPaths.notices} element={<NoticeListPage />} />
        <Route path="/notices/:noticeId" element={<NoticeDetailPage />} />
        <Route path={familyPaths.news} element={<NewsListPage />} />
        <Route path="/news/:newsId" element={<NewsDetailPage />} />
        <Route path={familyPaths.surveys} element={<SurveyListPage />} />
        <Route path="/surveys/:questionnaireId" element={<SurveyPage />} />
        <Route path={familyPaths.votes} element={<VoteListPage />} />
        <Route path="/votes/:activityId" element={<VotePage />} />
        <Route path={familyPaths.homework} element={<ByRole family={<HomeworkPage />} teacher={<Navigate to={familyPaths.notices} replace />} />} />
        <Route path={familyPaths.leave} element={<ByRole family={<LeavePage />} teacher={<Navigate to={familyPaths.rollCall} replace />} />} />
        <Route path={familyPaths.rollCall} element={<ByRole family={<Navigate to={familyPaths.leave} replace />} teacher={<RollCallPage />} />} />
      </Route>
      <Route path="*" element={<Navigate to={familyPaths.notices} replace />} />
    </Routes>
  );
}
