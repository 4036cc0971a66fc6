import styles from './ProgressBar.module.css';

interface ProgressBarProps {
  /** 0–100. */
  percent: number;
  label: string;
  /** Read out instead of the bare percentage, e.g. "250 / 1000 XP". */
  valueText?: string;
  className?: string;
}

/** A thin gradient bar with the progressbar role (level and experience). */
export function ProgressBar({ percent, label, valueText, className }: ProgressBarProps) {
  return (
    <span
      className={`${styles.bar} ${className ?? ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuetext={valueText}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
    >
      <span className={styles.fill} style={{ width: `${percent}%` }} />
    </span>
  );
}
