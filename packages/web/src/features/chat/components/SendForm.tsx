import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { CHAT } from '@skinbet/shared/chat';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import { sendChatMessage } from '../api/chat.api';
import { CLEAR_COMMAND, isChatStaff, lengthCounter, sendBlock } from '../chat-view';
import { applyChatEvent } from '../hooks/useChatLive';
import styles from './SendForm.module.css';
import { LineIcon } from '../../../components/LineIcon';
import { SignInButton } from '../../../components/SignInButton';

/**
 * Send form (docs/community/chat.md "Rules"): disabled for guests (with a sign-in hint) and while
 * the chat is off (admins excepted); send is enabled only with text; the field is cleared and
 * blurred after a message is sent and keeps the text when the server refuses it (the notice says
 * why, with the mute's minutes and reason). Under it: the rules and commands links, and the clear
 * link for staff.
 */
export function SendForm({ enabled, onSent }: { enabled: boolean; onSent: () => void }) {
  const { t } = useI18n();
  const { user } = useCurrentUser();
  const openModal = useUiStore((state) => state.openModal);
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const counterId = useId();
  const send = useMutation({
    mutationFn: sendChatMessage,
    meta: { errorKey: 'chat_error.send_message' },
    onSuccess: (message) => {
      // The socket brings the message too; whichever comes first shows it, the other is a no-op.
      if (message) applyChatEvent({ type: 'newMessage', payload: { message } });
      setText('');
      inputRef.current?.blur();
      onSent();
    },
  });
  const block = sendBlock(user, enabled, text);
  const inputDisabled = block === 'guest' || block === 'chat_off';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (block === null && !send.isPending) send.mutate(text);
  };

  const insertClear = () => {
    setText(CLEAR_COMMAND);
    inputRef.current?.focus();
  };

  return (
    <form className={styles.form} onSubmit={submit} data-testid="chat-form">
      {block === 'guest' && (
        <p className={styles.hint} data-testid="chat-guest-hint">
          {t('chat.form.guest')}{' '}
          <SignInButton look="link" className={styles.link} testId="chat-sign-in">
            {t('chat.form.sign_in')}
          </SignInButton>
        </p>
      )}
      {block === 'chat_off' && (
        <p className={styles.hint} data-testid="chat-off">
          {t('chat.form.off')}
        </p>
      )}
      <div className={styles.row}>
        <input
          ref={inputRef}
          className={`input ${styles.input}`}
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={CHAT.maxLength}
          placeholder={t('chat.form.placeholder')}
          aria-label={t('chat.form.label')}
          aria-describedby={counterId}
          disabled={inputDisabled}
          autoComplete="off"
          enterKeyHint="send"
          data-testid="chat-input"
        />
        <button
          type="submit"
          className={`button button--primary ${styles.send}`}
          disabled={block !== null || send.isPending}
          aria-label={t('chat.form.send')}
          title={t('chat.form.send')}
          data-testid="chat-send"
        >
          <LineIcon>
            <path d="M4 12l16-8-6 16-3-7z" />
          </LineIcon>
        </button>
      </div>
      <div className={styles.footer}>
        <button
          type="button"
          className={styles.link}
          onClick={() => openModal('chatRules')}
          data-testid="chat-rules-link"
        >
          {t('chat.links.rules')}
        </button>
        <button
          type="button"
          className={styles.link}
          onClick={() => openModal('chatCommands')}
          data-testid="chat-commands-link"
        >
          {t('chat.links.commands')}
        </button>
        {isChatStaff(user) && (
          <button type="button" className={styles.link} onClick={insertClear} data-testid="chat-clear-link">
            {t('chat.links.clear')}
          </button>
        )}
        <span
          id={counterId}
          className={styles.counter}
          aria-label={t('chat.form.counter')}
          data-full={text.length >= CHAT.maxLength || undefined}
          data-testid="chat-counter"
        >
          {lengthCounter(text)}
        </span>
      </div>
    </form>
  );
}
