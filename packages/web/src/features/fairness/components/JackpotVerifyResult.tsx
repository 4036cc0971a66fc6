import { useI18n } from '../../../lib/i18n';
import type { JackpotClaim, JackpotVerification } from '../verify-jackpot';
import { CheckRow, VerifyResultCard, type VerifyResultProps } from './VerifyResultCard';

/** The outcome of a jackpot check: the recomputed ticket, its holder, and the recorded winner. */
export function JackpotVerifyResult(props: VerifyResultProps<JackpotClaim, JackpotVerification>) {
  const { claim, verification } = props;
  const { t } = useI18n('fairness');
  const { checks, computedTicket, holder } = verification;

  return (
    <VerifyResultCard
      {...props}
      data={{ 'data-ticket': computedTicket, 'data-holder-id': holder?.userId }}
      lead={
        <>
          {t('fairness.jackpot.computed', { ticket: computedTicket, total: claim.totalTickets })}
          {holder && ` ${t('fairness.jackpot.holder', { name: holder.username, from: holder.from, to: holder.to })}`}
        </>
      }
      input={{ label: t('fairness.field.total_tickets'), value: claim.totalTickets }}
      own={{ check: 'ticket', computed: computedTicket, recorded: claim.recordedTicket }}
    >
      {checks.winner !== 'skipped' && (
        <CheckRow check="winner" outcome={checks.winner}>
          {t(`fairness.jackpot.winner_${checks.winner}`)}
        </CheckRow>
      )}
    </VerifyResultCard>
  );
}
