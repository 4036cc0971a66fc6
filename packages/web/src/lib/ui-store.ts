import { create } from 'zustand';

/**
 * What is open on the page (docs/product/screens.md "Layout"): one side panel, one modal, the nav
 * menu, the chat column. Panels and modals share one `reset` that hides them all, so opening one
 * never stacks on another.
 */
export type PanelName = 'storehouse' | 'notifications' | 'streamers' | 'bonus';
export type ModalName =
  | 'login'
  | 'settings'
  | 'crashRules'
  | 'chatRules'
  | 'chatCommands'
  | 'chatModeration'
  | 'cashback'
  | 'deposit'
  | 'cardDeposit'
  | 'withdraw'
  | 'skinWithdraw'
  | 'giveaway'
  | 'bonus';
/**
 * From this width the chat is a column beside the page (docs/product/screens.md "Layout");
 * below it the mobile chat, a drawer. AppLayout.module.css uses the same width.
 */
export const DESKTOP_CHAT_MEDIA = '(min-width: 1200px)';
/** View settings (docs/product/screens.md "Settings"): a game shown as a mode of the home page, or as its own page. */
export type ViewType = 'mode' | 'page';

interface UiState {
  panel: PanelName | null;
  modal: ModalName | null;
  navOpen: boolean;
  /** Desktop chat column, shown by default; the mobile chat is a drawer, closed by default. */
  chatVisible: boolean;
  mobileChatOpen: boolean;
  viewType: ViewType;
  /** The game the page shows (set by a game page on entry), or null off the games. */
  currentGame: string | null;
  openPanel: (panel: PanelName) => void;
  togglePanel: (panel: PanelName) => void;
  /** Hides `panel` if it is the one open; anything else stays as it is. */
  closePanel: (panel: PanelName) => void;
  /** Closes panels and the nav; the mobile chat stays under the modal (its rules, commands, moderation). */
  openModal: (modal: ModalName) => void;
  closeModal: () => void;
  setNavOpen: (open: boolean) => void;
  setChatVisible: (visible: boolean) => void;
  setMobileChatOpen: (open: boolean) => void;
  enterGame: (game: string, viewType: ViewType) => void;
  /** Hides every panel, modal, the nav and the mobile chat. */
  reset: () => void;
}

const CLOSED = { panel: null, modal: null, navOpen: false, mobileChatOpen: false } as const;

export const useUiStore = create<UiState>()((set) => ({
  ...CLOSED,
  chatVisible: true,
  viewType: 'mode',
  currentGame: null,
  openPanel: (panel) => set({ ...CLOSED, panel }),
  togglePanel: (panel) => set((state) => ({ ...CLOSED, panel: state.panel === panel ? null : panel })),
  closePanel: (panel) => set((state) => (state.panel === panel ? { panel: null } : state)),
  openModal: (modal) => set((state) => ({ ...CLOSED, mobileChatOpen: state.mobileChatOpen, modal })),
  closeModal: () => set({ modal: null }),
  setNavOpen: (navOpen) => set(navOpen ? { ...CLOSED, navOpen } : { navOpen }),
  setChatVisible: (chatVisible) => set({ chatVisible }),
  setMobileChatOpen: (mobileChatOpen) => set(mobileChatOpen ? { ...CLOSED, mobileChatOpen } : { mobileChatOpen }),
  enterGame: (currentGame, viewType) => set({ currentGame, viewType }),
  reset: () => set(CLOSED),
}));
