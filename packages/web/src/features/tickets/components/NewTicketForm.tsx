import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { TICKET_LIMITS, TICKET_ROUND_GAMES } from '@skinbet/shared/schemas/tickets.schemas';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { createTicket } from '../api/tickets.api';
import { createTicketForm, draftProblem, textLength, type RoundGame, type TicketDraft } from '../ticket-rules';
import { ImagePicker } from './ImagePicker';
import { SendButton } from './SendButton';
import styles from './Tickets.module.css';

/**
 * The new-ticket form (/support, docs/product/screens.md "Support"): title, message, an optional
 * screenshot and, for a provably-fair mismatch (docs/community/tickets.md "Rules": x3
 * compensation through a ticket), the game and round number. Checked here with the server's
 * limits; what the server still refuses shows as its notice. On success the player lands on the
 * new ticket's page.
 */
export function NewTicketForm({ onCancel }: { onCancel?: () => void }) {
  const { t, translate } = useI18n('tickets');
  const navigate = useNavigate();
  const ids = { title: useId(), message: useId(), game: useId(), round: useId() };
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [mismatch, setMismatch] = useState(false);
  const [game, setGame] = useState<RoundGame>('crash');
  const [roundId, setRoundId] = useState('');
  const length = textLength(message);
  const create = useMutation({
    mutationFn: (draft: TicketDraft) => createTicket(createTicketForm(draft)),
    onSuccess: (ticket) => void navigate(`/ticket/${ticket.id}`),
    meta: { errorKey: 'ticket_error.send' },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft: TicketDraft = { title, message, image, fairness: mismatch ? { game, roundId } : null };
    const problem = draftProblem(draft);
    if (problem) return notify.fail(problem);
    create.mutate(draft);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="ticket-form">
      <Field id={ids.title} label={t('tickets.form.title')}>
        <input
          id={ids.title}
          className="input"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder={t('tickets.form.title_placeholder')}
          autoComplete="off"
          required
          data-testid="ticket-title"
        />
      </Field>
      <Field id={ids.message} label={t('tickets.form.message')}>
        <textarea
          id={ids.message}
          className={`input ${styles.textarea}`}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          rows={5}
          placeholder={t('tickets.form.message_placeholder')}
          required
          data-testid="ticket-message"
        />
        <span className={styles.counter} aria-hidden="true" data-over={length > TICKET_LIMITS.messageMax || undefined}>
          {length} / {TICKET_LIMITS.messageMax}
        </span>
      </Field>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={mismatch}
          onChange={(event) => setMismatch(event.target.checked)}
          data-testid="ticket-fairness"
        />
        <span>{t('tickets.form.fairness')}</span>
      </label>
      {mismatch && (
        <fieldset className={styles.fairness}>
          <legend className={styles.hint}>{t('tickets.form.fairness_hint')}</legend>
          <Field id={ids.game} label={t('tickets.form.game')}>
            <select
              id={ids.game}
              className="input"
              value={game}
              onChange={(event) => setGame(event.target.value as RoundGame)}
              data-testid="ticket-game"
            >
              {TICKET_ROUND_GAMES.map((id) => (
                <option key={id} value={id}>
                  {translate(`nav.${id}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={ids.round} label={t('tickets.form.round')}>
            <input
              id={ids.round}
              className="input"
              inputMode="numeric"
              value={roundId}
              onChange={(event) => setRoundId(event.target.value)}
              placeholder="#1234"
              autoComplete="off"
              data-testid="ticket-round"
            />
          </Field>
        </fieldset>
      )}
      <ImagePicker file={image} onChange={setImage} disabled={create.isPending} testId="ticket-image" />
      <div className={styles.actions}>
        <SendButton pending={create.isPending} label={t('tickets.form.submit')} testId="ticket-submit" />
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={create.isPending}>
            {t('tickets.form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/** A labelled control of the form; `id` is the control's, for the label to point at. */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children}
    </div>
  );
}
