import './logo.css';

/** The mark and the product name 园务. */
export function Logo({ tone = 'light', size = 'medium' }: { tone?: 'light' | 'dark'; size?: 'medium' | 'large' }) {
  return (
    <span className={`logo logo--${tone} logo--${size}`}>
      <img className="logo__mark" src="/logo.svg" alt="" />
      <span className="logo__name">园务</span>
    </span>
  );
}
