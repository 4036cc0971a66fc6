import { useI18n } from '../lib/i18n';

interface TitleBarProps {
  /** The heading's id, which the modal or drawer names itself by (`aria-labelledby`). */
  titleId: string;
  title: string;
  onClose: () => void;
  /** The modal's or drawer's own CSS module (or any map with these classes). */
  classNames: { header?: string; title?: string; close?: string };
}

/** The title bar of a modal or a drawer: its heading and the round × button that closes it. */
export function TitleBar({ titleId, title, onClose, classNames }: TitleBarProps) {
  const { t } = useI18n();
  return (
    <header className={classNames.header}>
      <h2 id={titleId} className={classNames.title}>
        {title}
      </h2>
      <button type="button" className={classNames.close} aria-label={t('app.close')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </header>
  );
}
