import type { ReactNode } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { useI18n } from '../../lib/i18n';
import { useSettingsStore } from '../../lib/settings-store';
import { DESKTOP_CHAT_MEDIA, useUiStore, type PanelName } from '../../lib/ui-store';
import { useMediaQuery } from '../../lib/use-media-query';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './ToolBar.module.css';
import { LineIcon } from '../../components/LineIcon';

function ToolButton(props: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
  count?: number;
}) {
  return (
    <button
      type="button"
      className={styles.tool}
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      {props.children}
      <span className={styles.label}>{props.label}</span>
      {props.count ? (
        <span className={styles.count} data-testid={`${props.testId}-count`}>
          {props.count > 99 ? '99+' : props.count}
        </span>
      ) : null}
    </button>
  );
}

const ICONS: Record<PanelName | 'chat' | 'settings' | 'sound' | 'muted', ReactNode> = {
  chat: <path d="M4 5h16v11H9l-5 4z" />,
  storehouse: <path d="M3 9l9-5 9 5v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1zM9 20v-6h6v6" />,
  notifications: <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />,
  streamers: <path d="M4 6h12v12H4zM16 10l5-3v10l-5-3" />,
  bonus: <path d="M8 4h8v4a4 4 0 0 1-8 0zM8 5H5a3 3 0 0 0 3 4M16 5h3a3 3 0 0 1-3 4M12 12v4M8 20h8l-1-4H9z" />,
  settings: (
    <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .3-1.5-1.5L17 5l-3-1-1 2h-2L10 4 7 5l.5 1.8L6 8.3 4 8 3 11l2 1v0l-2 1 1 3 2-.3 1.5 1.5L7 19l3 1 1-2h2l1 2 3-1-.5-1.8 1.5-1.5 2 .3 1-3z" />
  ),
  sound: <path d="M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11" />,
  muted: <path d="M4 9h4l5-4v14l-5-4H4zM17 9l5 6M22 9l-5 6" />,
};

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <LineIcon size={20} strokeWidth={1.8}>
      {ICONS[name]}
    </LineIcon>
  );
}

/**
 * The chat button: on desktop it shows or hides the chat column (shown by default), on mobile it
 * opens the chat drawer (desktop and mobile chat, docs/product/screens.md "Layout").
 */
function ChatButton({ label }: { label: string }) {
  const desktop = useMediaQuery(DESKTOP_CHAT_MEDIA);
  const chatVisible = useUiStore((state) => state.chatVisible);
  const mobileChatOpen = useUiStore((state) => state.mobileChatOpen);
  const setChatVisible = useUiStore((state) => state.setChatVisible);
  const setMobileChatOpen = useUiStore((state) => state.setMobileChatOpen);
  const open = desktop ? chatVisible : mobileChatOpen;
  return (
    <ToolButton
      label={label}
      pressed={open}
      onClick={() => (desktop ? setChatVisible(!open) : setMobileChatOpen(!open))}
      testId="chat-toggle"
    >
      <Icon name="chat" />
    </ToolButton>
  );
}

/**
 * Tool bar (docs/product/screens.md "Layout"): the chat, the storehouse, streamers, jackpot-bonus
 * and notifications panels, sound, settings, language.
 */
export function ToolBar() {
  const { t } = useI18n();
  const { user } = useCurrentUser();
  const panel = useUiStore((state) => state.panel);
  const togglePanel = useUiStore((state) => state.togglePanel);
  const openModal = useUiStore((state) => state.openModal);
  const soundOn = useSettingsStore((state) => state.soundOn);
  const setSoundOn = useSettingsStore((state) => state.setSoundOn);
  const unread = user?.notifications.filter((notice) => !notice.is_read).length ?? 0;

  return (
    <div className={styles.bar} role="toolbar" aria-label={t('toolbar.label')}>
      <div className={styles.group}>
        <ChatButton label={t('toolbar.chat')} />
        <ToolButton
          label={t('toolbar.storehouse')}
          pressed={panel === 'storehouse'}
          onClick={() => togglePanel('storehouse')}
          testId="open-storehouse"
        >
          <Icon name="storehouse" />
        </ToolButton>
        <ToolButton
          label={t('toolbar.streamers')}
          pressed={panel === 'streamers'}
          onClick={() => togglePanel('streamers')}
          testId="open-streamers"
        >
          <Icon name="streamers" />
        </ToolButton>
        <ToolButton
          label={t('toolbar.bonus')}
          pressed={panel === 'bonus'}
          onClick={() => togglePanel('bonus')}
          testId="open-bonus"
        >
          <Icon name="bonus" />
        </ToolButton>
        {user && (
          <ToolButton
            label={t('toolbar.notifications')}
            pressed={panel === 'notifications'}
            onClick={() => togglePanel('notifications')}
            testId="open-notifications"
            count={unread}
          >
            <Icon name="notifications" />
          </ToolButton>
        )}
      </div>
      <div className={styles.group}>
        <ToolButton
          label={soundOn ? t('toolbar.sound_off') : t('toolbar.sound_on')}
          pressed={soundOn}
          onClick={() => setSoundOn(!soundOn)}
          testId="toggle-sound"
        >
          <Icon name={soundOn ? 'sound' : 'muted'} />
        </ToolButton>
        <ToolButton label={t('toolbar.settings')} onClick={() => openModal('settings')} testId="open-settings">
          <Icon name="settings" />
        </ToolButton>
        <LanguageSwitch />
      </div>
    </div>
  );
}
