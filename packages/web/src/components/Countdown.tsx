import { formatCountdown } from '../lib/countdown';
import { useCountdown, type CountdownSource } from '../lib/use-countdown';
import styles from './Countdown.module.css';

/**
 * A live `h:mm:ss` countdown (hours hidden at zero) that stops at zero
 * (docs/product/screens.md "Layout").
 * The seconds left are in `data-seconds`, for the browser tests.
 */
export function Countdown({
  source,
  label,
  testId,
  className,
}: {
  source: CountdownSource;
  /** What the clock counts down to, read out by screen readers. */
  label: string;
  testId?: string;
  className?: string;
}) {
  const seconds = useCountdown(source);
  return (
    <time
      className={`${styles.clock} ${seconds === 0 ? styles.over : ''} ${className ?? ''}`}
      dateTime={`PT${seconds}S`}
      aria-label={`${label}: ${formatCountdown(seconds)}`}
      data-testid={testId}
      data-seconds={seconds}
    >
      {formatCountdown(seconds)}
    </time>
  );
}
