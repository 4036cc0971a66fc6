/** The manual-stop mark (docs/product/screens.md "Crash": a manual-withdraw bet shows an infinity icon). */
export function InfinityIcon({ label }: { label?: string }) {
  return (
    <svg
      width="22"
      height="12"
      viewBox="0 0 22 12"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d="M11 6c-2-3-3.6-4.5-5.6-4.5a4.5 4.5 0 0 0 0 9C7.4 10.5 9 9 11 6zm0 0c2 3 3.6 4.5 5.6 4.5a4.5 4.5 0 0 0 0-9C14.6 1.5 13 3 11 6z" />
    </svg>
  );
}
