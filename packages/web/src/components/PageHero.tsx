import type { ReactNode } from 'react';
import styles from './PageHero.module.css';

interface PageHeroProps {
  title: string;
  /** A short label above the title (the section). */
  eyebrow?: string;
  titleId?: string;
  /** The lead paragraph(s) and anything else under the title. */
  children?: ReactNode;
}

/** The banner that opens a content page (home, support, user agreement). */
export function PageHero({ title, eyebrow, titleId, children }: PageHeroProps) {
  return (
    <header className={styles.hero}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {children}
    </header>
  );
}

/** Muted lead text for a hero. */
export function HeroLead({ children }: { children: ReactNode }) {
  return <p className={styles.lead}>{children}</p>;
}
