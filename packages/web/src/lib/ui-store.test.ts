import { beforeEach, describe, expect, it } from 'vitest';
import { useUiStore } from './ui-store';

const state = () => useUiStore.getState();

describe('ui store', () => {
  beforeEach(() => state().reset());

  it('shows one panel or modal at a time', () => {
    state().openPanel('storehouse');
    state().openModal('settings');
    expect([state().panel, state().modal]).toEqual([null, 'settings']);
    state().openPanel('notifications');
    expect([state().panel, state().modal]).toEqual(['notifications', null]);
  });

  it('keeps the mobile chat open under a modal opened from it, and closes it with a panel', () => {
    state().setMobileChatOpen(true);
    state().openModal('chatModeration');
    expect([state().modal, state().mobileChatOpen]).toEqual(['chatModeration', true]);
    state().closeModal();
    expect(state().mobileChatOpen).toBe(true);
    state().openPanel('storehouse');
    expect(state().mobileChatOpen).toBe(false);
  });

  it('toggles a panel shut when it is already open', () => {
    state().togglePanel('storehouse');
    state().togglePanel('storehouse');
    expect(state().panel).toBeNull();
  });

  it('closes one named panel and leaves any other open', () => {
    state().openPanel('notifications');
    state().closePanel('storehouse');
    expect(state().panel).toBe('notifications');
    state().openPanel('storehouse');
    state().closePanel('storehouse');
    expect(state().panel).toBeNull();
  });

  it('resets panels, modals, the nav and the mobile chat together, keeping the view settings', () => {
    state().enterGame('jackpot', 'page');
    state().setChatVisible(false);
    state().setNavOpen(true);
    state().openModal('login');
    state().setMobileChatOpen(true);
    state().reset();
    expect(state()).toMatchObject({ panel: null, modal: null, navOpen: false, mobileChatOpen: false });
    expect(state()).toMatchObject({ currentGame: 'jackpot', viewType: 'page', chatVisible: false });
  });
});
