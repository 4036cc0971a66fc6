import type { ReactNode } from 'react';
import { ConfirmDialog } from '../console/dialogs';

/** A mutation called with a row's id (delete, disable, end), as TanStack Query hands it. */
export interface RowMutation<Id> {
  mutate(body: { id: Id }, options: { onSettled: () => void }): void;
  isPending: boolean;
}

interface RowActionDialogProps<Id> {
  /** The row the action is for. */
  id: Id;
  action: RowMutation<Id>;
  /** Closes the dialog: on cancel, and once the action has run or failed. */
  onClose: () => void;
  title: string;
  confirmLabel: string;
  danger?: boolean;
  testId?: string;
  children: ReactNode;
}

/** Asks before a Content row's action (delete a reason, disable a code, end a giveaway) and runs it on confirm. */
export function RowActionDialog<Id>(props: RowActionDialogProps<Id>) {
  return (
    <ConfirmDialog
      title={props.title}
      danger={props.danger}
      pending={props.action.isPending}
      confirmLabel={props.confirmLabel}
      onCancel={props.onClose}
      onConfirm={() => props.action.mutate({ id: props.id }, { onSettled: props.onClose })}
      testId={props.testId}
    >
      {props.children}
    </ConfirmDialog>
  );
}
