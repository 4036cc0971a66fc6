import { CHAT } from '@skinbet/shared/chat';
import { STAFF_ROLES, type AdminUserDetail, type StaffRole } from '@skinbet/shared/schemas/admin-users.schemas';
import { useState } from 'react';
import { Modal } from '../../../components/Modal';
import { useAppConfig } from '../../../lib/app-config';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { ConfirmDialog, ReasonDialog } from '../console/dialogs';
import consoleStyles from '../console/console.module.css';
import { useAdjust, useBan, useKyc, useMute, useSetRole, useUnban } from './users-api';
import styles from './users.module.css';

type Dialog = 'ban' | 'unban' | 'mute' | 'adjust' | null;

/** An admin's actions on a player: ban or unban, chat mute, role, KYC mark, balance correction. */
export function UserActions({ data, selfId }: { data: AdminUserDetail; selfId: number }) {
  const { t } = useI18n('admin_users');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [role, setRole] = useState<StaffRole>(data.user.role);
  const ban = useBan();
  const unban = useUnban();
  const setRoleCall = useSetRole();
  const kyc = useKyc();
  const own = data.user.id === selfId;
  const close = () => setDialog(null);
  const userId = data.user.id;
  const name = data.user.username;

  return (
    <section className={styles.card} data-testid="user-actions">
      <h2>{t('admin_users.actions')}</h2>
      <div className={styles.actions}>
        {data.ban ? (
          <button type="button" className="button" onClick={() => setDialog('unban')} data-testid="user-unban">
            {t('admin_users.unban')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--danger"
            onClick={() => setDialog('ban')}
            disabled={own}
            data-testid="user-ban-open"
          >
            {t('admin_users.ban')}
          </button>
        )}
        <button
          type="button"
          className="button"
          onClick={() => setDialog('mute')}
          disabled={own}
          data-testid="user-mute-open"
        >
          {t('admin_users.mute')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => setDialog('adjust')}
          disabled={own}
          data-testid="user-adjust-open"
        >
          {t('admin_users.adjust')}
        </button>
        <button
          type="button"
          className="button"
          disabled={kyc.isPending}
          onClick={() => kyc.mutate({ userId, verified: data.user.kyc_verified_at === null })}
          data-testid="user-kyc-toggle"
        >
          {t(data.user.kyc_verified_at === null ? 'admin_users.kyc_mark' : 'admin_users.kyc_clear')}
        </button>
        <label className={styles.actions}>
          <span>{t('admin_users.role_label')}</span>
          <select
            className="input"
            value={role}
            disabled={own || data.user.role_locked}
            onChange={(event) => setRole(event.target.value as StaffRole)}
            data-testid="user-role-select"
          >
            {STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`admin_users.role.${value}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button"
            disabled={own || data.user.role_locked || role === data.user.role || setRoleCall.isPending}
            onClick={() => setRoleCall.mutate({ user_id: userId, role })}
            data-testid="user-role-save"
          >
            {t('admin_users.role_save')}
          </button>
          {data.user.role_locked && <span className={styles.muted}>{t('admin_users.role_locked')}</span>}
        </label>
      </div>

      {dialog === 'ban' && (
        <BanDialog
          name={name}
          pending={ban.isPending}
          onCancel={close}
          onConfirm={(body) => ban.mutate({ user_id: userId, ...body }, { onSuccess: close })}
        />
      )}
      {dialog === 'unban' && (
        <ConfirmDialog
          title={t('admin_users.unban_dialog', { name })}
          pending={unban.isPending}
          onCancel={close}
          onConfirm={() => unban.mutate({ user_id: userId }, { onSuccess: close })}
          testId="user-unban-dialog"
        />
      )}
      {dialog === 'mute' && <MuteDialog userId={userId} name={name} onClose={close} />}
      {dialog === 'adjust' && <AdjustDialog userId={userId} name={name} limit={data.adjust_limit} onClose={close} />}
    </section>
  );
}

function BanDialog(props: {
  name: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (body: { reason: string; until?: string }) => void;
}) {
  const { t } = useI18n('admin_users');
  const [until, setUntil] = useState('');
  return (
    <ReasonDialog
      title={t('admin_users.ban_dialog', { name: props.name })}
      danger
      pending={props.pending}
      confirmLabel={t('admin_users.ban')}
      onCancel={props.onCancel}
      onConfirm={(reason) => props.onConfirm(until ? { reason, until: new Date(until).toISOString() } : { reason })}
      testId="user-ban-dialog"
      extra={
        <label className="field">
          <span className="field__label">{t('admin_users.ban_until')}</span>
          <input
            className="input"
            type="datetime-local"
            value={until}
            onChange={(event) => setUntil(event.target.value)}
            data-testid="user-ban-until"
          />
        </label>
      }
    >
      {t('admin_users.ban_explain')}
    </ReasonDialog>
  );
}

function MuteDialog({ userId, name, onClose }: { userId: number; name: string; onClose: () => void }) {
  const { t } = useI18n('admin_users');
  const reasons = (useAppConfig()?.chat_ban_reasons ?? []).filter((reason) => reason.is_active);
  const [duration, setDuration] = useState<string>(String(CHAT.muteMinutes[0]));
  const [reasonId, setReasonId] = useState<number | null>(reasons[0]?.id ?? null);
  const mute = useMute();
  return (
    <Modal title={t('admin_users.mute_dialog', { name })} onClose={onClose} testId="user-mute-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (reasonId === null) return;
          mute.mutate(
            { user_id: userId, duration: duration === 'forever' ? null : Number(duration), reason_id: reasonId },
            { onSuccess: onClose },
          );
        }}
      >
        <label className="field">
          <span className="field__label">{t('admin_users.mute_duration')}</span>
          <select className="input" value={duration} onChange={(event) => setDuration(event.target.value)}>
            {CHAT.muteMinutes.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {t('admin_users.mute_minutes', { count: minutes })}
              </option>
            ))}
            <option value="forever">{t('admin_users.mute_forever')}</option>
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('admin_users.mute_reason')}</span>
          <select
            className="input"
            value={reasonId ?? ''}
            onChange={(event) => setReasonId(Number(event.target.value))}
          >
            {reasons.map((reason) => (
              <option key={reason.id} value={reason.id}>
                {reason.name}
              </option>
            ))}
          </select>
        </label>
        <div className={consoleStyles.dialogActions}>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('admin_users.done')}
          </button>
          <button type="submit" className="button button--danger" disabled={mute.isPending || reasonId === null}>
            {t('admin_users.mute')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function AdjustDialog(props: { userId: number; name: string; limit: number; onClose: () => void }) {
  const { userId, name, limit, onClose } = props;
  const { t } = useI18n('admin_users');
  const [amount, setAmount] = useState('');
  const adjust = useAdjust();
  const value = Number(amount.replace(',', '.'));
  const valid =
    amount.trim() !== '' &&
    Number.isFinite(value) &&
    value !== 0 &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
  return (
    <ReasonDialog
      title={t('admin_users.adjust_dialog', { name })}
      pending={adjust.isPending || !valid}
      confirmLabel={t('admin_users.adjust')}
      onCancel={onClose}
      onConfirm={(reason) => adjust.mutate({ user_id: userId, amount: value, reason }, { onSuccess: onClose })}
      testId="user-adjust-dialog"
      extra={
        <label className="field">
          <span className="field__label">{t('admin_users.adjust_amount')}</span>
          <input
            className="input"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            data-testid="user-adjust-amount"
          />
        </label>
      }
    >
      {t('admin_users.adjust_explain', { limit: formatAmount(limit) })}
    </ReasonDialog>
  );
}
