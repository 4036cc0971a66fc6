import { useI18n } from '../../../lib/i18n';
import type { CaseClaim, CaseVerification } from '../verify-case';
import { CheckRow, VerdictCard } from './VerifyResultCard';
import styles from './FairnessPage.module.css';

/**
 * The outcome of a case check: the verdict, the recomputed ticket and item, each check, the
 * inputs, and the x3 ticket policy on a mismatch (docs/community/tickets.md "Rules", the
 * frame of `VerdictCard`).
 */
export function CaseVerifyResult({ claim, verification }: { claim: CaseClaim; verification: CaseVerification }) {
  const { t } = useI18n('fairness');
  const { checks, ticket, item, verdict } = verification;
  const recorded = claim.recordedItem;

  return (
    <VerdictCard
      verdict={verdict}
      title={
        claim.openingId === null
          ? t(verdict === 'match' ? 'fairness.cases.manual_match' : 'fairness.cases.manual_mismatch')
          : t(verdict === 'match' ? 'fairness.cases.match' : 'fairness.cases.mismatch', { id: claim.openingId })
      }
      lead={
        <>
          {t('fairness.cases.computed', { ticket })}
          {item && ` ${t('fairness.cases.holder', { name: item.name || '—', from: item.from, to: item.to })}`}
        </>
      }
      data={{ 'data-ticket': ticket, 'data-item-id': item?.itemId ?? undefined }}
      support={{ testId: 'fairness-ticket-policy', text: t('fairness.result.ticket_policy') }}
    >
      <ul className={styles.checks}>
        <CheckRow check="seed_hash" outcome={checks.seedHash}>
          {t(`fairness.cases.seed_hash_${checks.seedHash}`)}
        </CheckRow>
        <CheckRow check="table" outcome={checks.table}>
          {t(`fairness.cases.table_${checks.table}`)}
        </CheckRow>
        {checks.tableHash !== 'skipped' && (
          <CheckRow check="table_hash" outcome={checks.tableHash}>
            {t(`fairness.cases.table_hash_${checks.tableHash}`)}
          </CheckRow>
        )}
        <CheckRow check="ticket" outcome={checks.ticket}>
          {checks.ticket === 'skipped'
            ? t('fairness.cases.ticket_skipped')
            : t(`fairness.cases.ticket_${checks.ticket}`, { computed: ticket, recorded: claim.recordedTicket ?? '—' })}
        </CheckRow>
        {checks.item !== 'skipped' && recorded && (
          <CheckRow check="item" outcome={checks.item}>
            {t(`fairness.cases.item_${checks.item}`, { recorded: recorded.name, computed: item?.name ?? '—' })}
          </CheckRow>
        )}
      </ul>

      <dl className={styles.inputs}>
        <dt>{t('fairness.cases.field.server_seed')}</dt>
        <dd>{claim.serverSeed}</dd>
        {claim.serverSeedHash && (
          <>
            <dt>{t('fairness.cases.field.server_seed_hash')}</dt>
            <dd>{claim.serverSeedHash}</dd>
          </>
        )}
        <dt>{t('fairness.cases.field.client_seed')}</dt>
        <dd>{claim.clientSeed}</dd>
        <dt>{t('fairness.cases.field.nonce')}</dt>
        <dd>{claim.nonce}</dd>
      </dl>
    </VerdictCard>
  );
}
