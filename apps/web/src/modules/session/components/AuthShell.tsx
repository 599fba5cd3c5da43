import type { ReactNode } from 'react';
import { Logo } from '../../../layout/Logo';
import './auth-shell.css';

interface AuthShellProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The frame of the signed-out pages: the brand on the left, the form card on the right. */
export function AuthShell({ title, subtitle, children }: AuthShellProps) {
  return (
    <div className="auth">
      <aside className="auth__brand">
        <Logo size="large" />
        <div className="auth__pitch">
          <h1>幼儿园管理后台</h1>
          <p>为园长和老师打造的日常园务工作台，让园所管理更轻松、更有条理。</p>
        </div>
        <div className="auth__footnote">© {new Date().getFullYear()} 园务 Yuanwu</div>
      </aside>
      <main className="auth__panel">
        <section className="auth__card">
          <h2 className="auth__title">{title}</h2>
          <p className="auth__subtitle">{subtitle}</p>
          {children}
        </section>
      </main>
    </div>
  );
}
