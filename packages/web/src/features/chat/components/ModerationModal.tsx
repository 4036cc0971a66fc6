import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { MuteMinutes } from '@skinbet/shared/chat';
import type { ChatMessageDto } from '@skinbet/shared/schemas/chat.schemas';
import { Modal } from '../../../components/Modal';
import { UserName } from '../../../components/UserName';
import { useAppConfig } from '../../../lib/app-config';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { useUiStore } from '../../../lib/ui-store';
import { deleteChatMessage, muteChatUser, unmuteChatUser } from '../api/chat.api';
import { canMute, isChatStaff, MUTE_DURATIONS } from '../chat-view';
import { useModerationStore } from '../hooks/moderation-store';
import { applyChatEvent } from '../hooks/useChatLive';
import styles from './ChatModals.module.css';

/**
 * Message-management dialog for moderators and admins (docs/community/chat.md "Moderation"):
 * delete the message, mute its author for 5/20/60/120/800 minutes or forever with an active
 * ban reason, or unmute them. The server decides; a refusal (already muted, not muted, …)
 * comes back as a notice.
 */
export function ModerationModal() {
  const { t } = useI18n('moderation');
  const closeModal = useUiStore((state) => state.closeModal);
  const target = useModerationStore((state) => state.target);
  const { user } = useCurrentUser();
  const close = () => {
    useModerationStore.setState({ target: null });
    closeModal();
  };
  return (
    <Modal title={t('moderation.title')} onClose={close} testId="chat-moderation-modal">
      {target && isChatStaff(user) ? <ModerationActions target={target} onDone={close} /> : null}
    </Modal>
  );
}

function ModerationActions({ target, onDone }: { target: ChatMessageDto; onDone: () => void }) {
  const { t, language } = useI18n('moderation');
  const { user } = useCurrentUser();
  const reasons = (useAppConfig()?.chat_ban_reasons ?? []).filter((reason) => reason.is_active);
  const [duration, setDuration] = useState<MuteMinutes | null>(MUTE_DURATIONS[0] ?? null);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const chosenReason = reasonId ?? reasons[0]?.id ?? null;

  const remove = useMutation({
    mutationFn: () => deleteChatMessage(target.id),
    meta: { errorKey: 'chat_error.delete_message' },
    onSuccess: () => {
      applyChatEvent({ type: 'chatDeleted', payload: { id: target.id } });
      notify.success('moderation.deleted');
      onDone();
    },
  });
  const mute = useMutation({
    mutationFn: (reason: number) => muteChatUser(target.user.id, duration, reason),
    meta: { errorKey: 'chat_error.mute_user' },
    onSuccess: () => {
      notify.success('moderation.muted');
      onDone();
    },
  });
  const unmute = useMutation({
    mutationFn: () => unmuteChatUser(target.user.id),
    meta: { errorKey: 'chat_error.unmute_user' },
    onSuccess: () => {
      notify.success('moderation.unmuted');
      onDone();
    },
  });
  const busy = remove.isPending || mute.isPending || unmute.isPending;
  const ownMessage = user?.id === target.user.id;

  return (
    <div className={styles.moderation}>
      <figure className={styles.quote}>
        <figcaption className={styles.quoteAuthor}>
          <img src={target.user.avatar} alt="" width={24} height={24} className={styles.quoteAvatar} />
          <UserName name={target.user.username} demo={target.user.is_demo} />
        </figcaption>
        <blockquote className={styles.quoteText}>{target.message}</blockquote>
      </figure>

      <button
        type="button"
        className="button button--danger"
        disabled={busy}
        onClick={() => remove.mutate()}
        data-testid="chat-delete"
      >
        {t('moderation.delete')}
      </button>

      {canMute(user, target.user) ? (
        <fieldset className={styles.mute} disabled={busy}>
          <legend className={styles.legend}>{t('moderation.mute_title')}</legend>
          <label className="field">
            <span className="field__label">{t('moderation.duration')}</span>
            <select
              className="input"
              value={duration ?? 'forever'}
              onChange={(event) =>
                setDuration(event.target.value === 'forever' ? null : (Number(event.target.value) as MuteMinutes))
              }
              data-testid="chat-mute-duration"
            >
              {MUTE_DURATIONS.map((minutes) => (
                <option key={minutes ?? 'forever'} value={minutes ?? 'forever'}>
                  {minutes === null ? t('moderation.forever') : t('moderation.minutes', { count: minutes })}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('moderation.reason')}</span>
            <select
              className="input"
              value={chosenReason ?? ''}
              onChange={(event) => setReasonId(Number(event.target.value))}
              disabled={reasons.length === 0}
              data-testid="chat-mute-reason"
            >
              {reasons.map((reason) => (
                <option key={reason.id} value={reason.id}>
                  {/* Admins keep the reasons and their texts in the console (docs/community/chat.md "Moderation"). */}
                  {language === 'en' ? reason.text_en : reason.text_ru}
                </option>
              ))}
            </select>
          </label>
          {reasons.length === 0 && <p className={styles.note}>{t('moderation.no_reasons')}</p>}
          <div className={styles.actions}>
            <button
              type="button"
              className="button button--primary"
              disabled={chosenReason === null}
              onClick={() => chosenReason !== null && mute.mutate(chosenReason)}
              data-testid="chat-mute"
            >
              {t('moderation.mute')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => unmute.mutate()}
              data-testid="chat-unmute"
            >
              {t('moderation.unmute')}
            </button>
          </div>
        </fieldset>
      ) : (
        <p className={styles.note}>{ownMessage ? t('moderation.own') : t('moderation.staff_only_admin')}</p>
      )}
    </div>
  );
}

export default ModerationModal;
