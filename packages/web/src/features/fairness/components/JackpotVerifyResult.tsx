import { useI18n } from '../../../lib/i18n';
import type { JackpotClaim, JackpotVerification } from '../verify-jackpot';
import { CheckRow, VerifyResultCard, type VerifyResultProps } from './VerifyResultCard';

/** The outcome of a jackpot check: the recomputed ticket, its holder, and the recorded winner. */
export function JackpotVerifyResult(props: VerifyResultProps<JackpotClaim, JackpotVerification>) {
  const { claim, verification, chainSteps, voided = false, chainId = null } = props;
  const { t } = useI18n('fairness');
  const { checks, computedTicket, holder } = verification;
  const recorded = claim.recordedTicket;

  return (
    <VerifyResultCard
      claim={claim}
      verification={verification}
      chainSteps={chainSteps}
      chainId={chainId}
      data={{ 'data-ticket': computedTicket, 'data-holder-id': holder?.userId }}
      lead={
        <>
          {t('fairness.jackpot.computed', { ticket: computedTicket, total: claim.totalTickets })}
          {holder && ` ${t('fairness.jackpot.holder', { name: holder.username, from: holder.from, to: holder.to })}`}
        </>
      }
      input={{ label: t('fairness.field.total_tickets'), value: claim.totalTickets }}
    >
      <CheckRow check="ticket" outcome={checks.ticket}>
        {checks.ticket === 'skipped'
          ? voided
            ? t('fairness.jackpot.ticket_voided')
            : t('fairness.jackpot.ticket_skipped')
          : t(`fairness.jackpot.ticket_${checks.ticket}`, { computed: computedTicket, recorded: recorded ?? '—' })}
      </CheckRow>
      {checks.winner !== 'skipped' && (
        <CheckRow check="winner" outcome={checks.winner}>
          {t(`fairness.jackpot.winner_${checks.winner}`)}
        </CheckRow>
      )}
    </VerifyResultCard>
  );
}
