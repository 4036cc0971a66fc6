import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';
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
 * page inert (the focus trap), puts focus inside, and restores it on close. Escape is routed to
 * `onClose`, so the UI store stays the one source of what is open. A click on the backdrop closes.
 */
export function Modal({ title, onClose, children, size = 'narrow', testId }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
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
