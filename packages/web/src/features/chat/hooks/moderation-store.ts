import type { ChatMessageDto } from '@skinbet/shared/schemas/chat.schemas';
import { create } from 'zustand';
import { useUiStore } from '../../../lib/ui-store';

interface ModerationState {
  /** The message the moderation dialog acts on (delete it, mute or unmute its author). */
  target: ChatMessageDto | null;
}

export const useModerationStore = create<ModerationState>()(() => ({ target: null }));

/** docs/product/overview.md "Roles and permissions": staff open the message-management dialog on a message. */
export function manageMessage(message: ChatMessageDto): void {
  useModerationStore.setState({ target: message });
  useUiStore.getState().openModal('chatModeration');
}
