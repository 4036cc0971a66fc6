import { Link } from 'react-router';
import { LineIcon } from '../../../components/LineIcon';
import hashLine from '../../../components/PublicHash.module.css';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { shortHash } from '../../../lib/short-hash';
import { useCrashStore } from '../hooks/crash-store';
import styles from './HashLine.module.css';

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.info('crash.hash.copied');
  } catch {
    notify.fail('crash.hash.copy_failed');
  }
}

/**
 * The hash line (docs/product/screens.md "Crash"): the current round's public hash, fixed
 * before any bet, with a copy button and the way to the provably-fair page (straight to this
 * round's check once it ended).
 */
export function HashLine() {
  const { t } = useI18n('crash');
  const roundId = useCrashStore((state) => state.roundId);
  const publicHash = useCrashStore((state) => state.publicHash);
  const ended = useCrashStore((state) => state.phase === 'crashed' || state.phase === 'voided');
  return (
    <div className={hashLine.line} data-testid="crash-hash" data-hash={publicHash ?? undefined}>
      <span className={hashLine.label}>
        {roundId === null ? t('crash.hash.label') : t('crash.hash.round', { id: roundId })}
      </span>
      <code className={hashLine.hash} title={publicHash ?? undefined}>
        {publicHash ? shortHash(publicHash) : '—'}
      </code>
      {publicHash && (
        <button
          type="button"
          className={styles.copy}
          onClick={() => void copy(publicHash)}
          aria-label={t('crash.hash.copy')}
          title={t('crash.hash.copy')}
          data-testid="crash-hash-copy"
        >
          <LineIcon size={15}>
            <rect x="9" y="9" width="12" height="12" rx="2" />
            <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
          </LineIcon>
        </button>
      )}
      <Link
        className={hashLine.link}
        to={ended && roundId !== null ? `/provably-fair?round=${roundId}` : '/provably-fair'}
        data-testid="crash-hash-link"
      >
        {ended ? t('crash.hash.verify_round') : t('crash.hash.fair_link')}
      </Link>
    </div>
  );
}
