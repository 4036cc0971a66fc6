import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';
import { offerNoticeHost } from '../lib/notice-host';
import { TitleBar } from './TitleBar';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Narrow dialogs (login, confirmations) or wide ones (rules, tables). */
  size?: 'narrow' | 'wide';
  testId?: string;
}

/**
 * A modal on the native `<dialog>` opened with `showModal()`: the browser makes the rest of the
 * page inert (the focus trap) and puts focus inside. Escape is routed to `onClose`, so the UI store
 * stays the one source of what is open. A click on the backdrop closes. However it closes, focus
 * goes back to the element that had it when the modal opened (its opener), as the WAI-ARIA dialog
 * pattern asks: React removes the dialog from the page before `close()` runs, and a dialog removed
 * while open leaves focus on the body instead of restoring it.
 */
export function Modal({ title, onClose, children, size = 'narrow', testId }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement;
    if (dialog && !dialog.open) dialog.showModal();
    // Notices raised while it is open show inside it: else the top layer hides them (lib/notice-host.ts).
    const withdrawHost = dialog ? offerNoticeHost(dialog) : undefined;
    return () => {
      withdrawHost?.();
      dialog?.close();
      // Not when the opener has gone with what held it (a drawer that closed as the modal opened).
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={`${styles.dialog} ${size === 'wide' ? styles.wide : ''}`}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.body}>
        <TitleBar titleId={titleId} title={title} onClose={onClose} classNames={styles} />
        {children}
      </div>
    </dialog>
  );
}
