import styles from './DateRangeFields.module.css';

/** A period of UTC days, both included (`YYYY-MM-DD`), as the date inputs hold it. */
export interface DateRange {
  from: string;
  to: string;
}

/**
 * The "from" and "to" date inputs of a period form, each bounded by the other; the form around
 * them decides when the period applies.
 */
export function DateRangeFields(props: {
  value: DateRange;
  onChange: (next: DateRange) => void;
  labels: { from: string; to: string };
  testIds: { from: string; to: string };
}) {
  const { value, onChange } = props;
  return (
    <>
      <label className={styles.field}>
        <span>{props.labels.from}</span>
        <input
          type="date"
          className="input"
          value={value.from}
          max={value.to || undefined}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
          data-testid={props.testIds.from}
        />
      </label>
      <label className={styles.field}>
        <span>{props.labels.to}</span>
        <input
          type="date"
          className="input"
          value={value.to}
          min={value.from || undefined}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
          data-testid={props.testIds.to}
        />
      </label>
    </>
  );
}
