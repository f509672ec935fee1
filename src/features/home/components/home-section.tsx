import type { ReactNode } from 'react';

export function HomeSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
