import { Modal } from '../../../components/Modal';
import { LANGUAGES, useI18n } from '../../../lib/i18n';
import { useSettingsStore } from '../../../lib/settings-store';
import { playSound } from '../../../lib/sound';
import { useUiStore } from '../../../lib/ui-store';
import { PurchaseConfirmSettings } from './PurchaseConfirmSettings';
import styles from './SettingsModal.module.css';

/**
 * The settings: sound (on, volume 0.5), streamer mode (off), language, and when a storehouse
 * purchase asks for confirmation (above 25 % of the balance or $50); kept in local storage.
 */
export function SettingsModal() {
  const { t, language, setLanguage } = useI18n('settings');
  const closeModal = useUiStore((state) => state.closeModal);
  const { soundOn, volume, streamerMode, setSoundOn, setVolume, setStreamerMode } = useSettingsStore();

  return (
    <Modal title={t('settings.title')} onClose={closeModal} testId="settings-modal">
      <div className={styles.rows}>
        <label className={styles.row}>
          <span>
            <span className={styles.name}>{t('settings.sound')}</span>
            <span className={styles.hint}>{t('settings.sound_hint')}</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={soundOn}
            onChange={(event) => setSoundOn(event.target.checked)}
            data-testid="settings-sound"
          />
        </label>
        <label className={styles.row}>
          <span className={styles.name}>{t('settings.volume', { percent: Math.round(volume * 100) })}</span>
          <input
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={volume}
            disabled={!soundOn}
            onChange={(event) => setVolume(Number(event.target.value))}
            onPointerUp={() => playSound('click')}
            className={styles.range}
            data-testid="settings-volume"
          />
        </label>
        <label className={styles.row}>
          <span>
            <span className={styles.name}>{t('settings.streamer_mode')}</span>
            <span className={styles.hint}>{t('settings.streamer_mode_hint')}</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={streamerMode}
            onChange={(event) => setStreamerMode(event.target.checked)}
            data-testid="settings-streamer-mode"
          />
        </label>
        <PurchaseConfirmSettings />
        <label className={styles.row}>
          <span className={styles.name}>{t('lang.label')}</span>
          <select
            className="input"
            value={language}
            onChange={(event) => void setLanguage(event.target.value as (typeof LANGUAGES)[number])}
            data-testid="settings-language"
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`lang.${code}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </Modal>
  );
}

export default SettingsModal;
