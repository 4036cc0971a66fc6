import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { TicketDto } from '@skinbet/shared/schemas/tickets.schemas';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { sendTicketMessage } from '../api/tickets.api';
import { loadedTicketProblem, messageProblem, ticketMessageForm } from '../ticket-rules';
import { ImagePicker } from './ImagePicker';
import { SendButton } from './SendButton';
import styles from './Tickets.module.css';

/**
 * The reply box of an open ticket: a message and an optional screenshot (multipart). It sends only
 * for the ticket the page has loaded (`invalid_id`, docs/community/tickets.md "Rules"); Ctrl+Enter
 * sends too. The stored message appears at once; the field is cleared only after the server took
 * it.
 */
export function ReplyForm({ ticketId, loaded }: { ticketId: number; loaded: Pick<TicketDto, 'id' | 'status'> }) {
  const { t } = useI18n('tickets');
  const fieldId = useId();
  const [message, setMessage] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const send = useMutation({
    mutationFn: (form: FormData) => sendTicketMessage(ticketId, form),
    onSuccess: () => {
      setMessage('');
      setImage(null);
    },
    meta: { errorKey: 'ticket_error.send_message' },
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    const problem = loadedTicketProblem(loaded, ticketId) ?? messageProblem(message);
    if (problem) return notify.fail(problem);
    send.mutate(ticketMessageForm(ticketId, message, image));
  };

  return (
    <form className={styles.reply} onSubmit={submit} noValidate data-testid="ticket-reply">
      <label htmlFor={fieldId} className="visually-hidden">
        {t('tickets.reply.label')}
      </label>
      <textarea
        id={fieldId}
        className={`input ${styles.textarea}`}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
        }}
        rows={3}
        placeholder={t('tickets.reply.placeholder')}
        data-testid="ticket-reply-text"
      />
      <div className={styles.replyBar}>
        <ImagePicker file={image} onChange={setImage} disabled={send.isPending} testId="ticket-reply-image" />
        <SendButton pending={send.isPending} label={t('tickets.reply.send')} testId="ticket-reply-send" />
      </div>
    </form>
  );
}
