import { useChatLive } from '../hooks/useChatLive';

/** Renders nothing: mounted by the layout for the whole visit, it keeps the chat cache live. */
export function ChatLive() {
  useChatLive();
  return null;
}

export default ChatLive;
