import type { ReactNode } from 'react';

export function HomeSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="section-header">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
