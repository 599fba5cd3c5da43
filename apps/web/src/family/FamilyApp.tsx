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

/** Signed in (a teacher, or a family with the child chosen when there are several): otherwise to the login or the choice. */
function Guarded({ children }: { children: React.ReactElement }) {
  if (familySession.token() && familySession.teacher()) return children;
  const account = familySession.account();
  if (!familySession.token() || !account) return <Navigate to={familyPaths.login} replace />;
  if (account.children.length > 1 && !familySession.picked()) return <Navigate to={familyPaths.children} replace />;
  return children;
}

/** The screen when signed in (as a teacher, if `asTeacher`) at the time the route shows, not when the app started; else the login. */
function SignedIn({ asTeacher = false, children }: { asTeacher?: boolean; children: React.ReactElement }) {
  const signedIn = familySession.token() !== null && (!asTeacher || familySession.teacher() !== null);
  return signedIn ? children : <Navigate to={familyPaths.login} replace />;
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
          <SignedIn>
            <ChildrenPage />
          </SignedIn>
        }
      />
      <Route
        path={familyPaths.schools}
        element={
          <SignedIn asTeacher>
            <SchoolsPage />
          </SignedIn>
        }
      />
      <Route
        element={
          <Guarded>
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
