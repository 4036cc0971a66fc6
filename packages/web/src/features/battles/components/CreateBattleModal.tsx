import { useMutation, useQuery } from '@tanstack/react-query';
import { BATTLE, BATTLE_MODES, type BattleMode } from '@skinbet/shared/games/battles/battles.machine';
import { useId, useMemo, useState } from 'react';
import { ItemImage } from '../../../components/ItemImage';
import { Modal } from '../../../components/Modal';
import { SignInPrompt } from '../../../components/SignInButton';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { notify } from '../../../lib/notices';
import { battleCasesQuery, callBattleBots, createBattle } from '../api/battles.api';
import {
  addDraftCase,
  draftBlocker,
  draftSeatCost,
  draftTotal,
  isValidBattleSeed,
  removeDraftCase,
  removeDraftRound,
  type BattleDraft,
} from '../battle-draft';
import { randomBattleSeed } from '../battle-seed';
import { storeBattleAnswer } from '../hooks/useBattleActions';
import { CasePicker } from './CasePicker';
import styles from './CreateBattleModal.module.css';

interface CreateBattleModalProps {
  onClose: () => void;
  /** The battle exists (and its bots were called if asked): the page opens it. */
  onCreated: (battleId: number) => void;
}

/**
 * "Create battle" (docs/games/battles.md "Screens"): the cases in round order from the published
 * ones (repeats allowed, 1–25), the mode, crazy, whether bots fill the empty seats, the creator's
 * client seed (a random one offered), and what a seat costs as the draft changes. Create takes
 * seat 0 and pays; with bots, `callBots` follows at once.
 */
export function CreateBattleModal({ onClose, onCreated }: CreateBattleModalProps) {
  const { t } = useI18n('battles');
  const { user, known } = useCurrentUser();
  const seedId = useId();
  const cases = useQuery(battleCasesQuery);
  const [draft, setDraft] = useState<BattleDraft>(() => ({
    cases: [],
    mode: '1v1',
    crazy: false,
    bots: false,
    clientSeed: randomBattleSeed(),
  }));
  const update = (change: Partial<BattleDraft>) => setDraft((current) => ({ ...current, ...change }));

  const byId = useMemo(() => new Map((cases.data ?? []).map((box) => [box.id, box])), [cases.data]);
  const prices = useMemo(() => new Map([...byId].map(([id, box]) => [id, box.price])), [byId]);
  const seatCost = draftSeatCost(draft.cases, prices);
  const blocker = draftBlocker(draft, { signedIn: user !== null, balance: user?.balance ?? 0, prices });
  const seedValid = isValidBattleSeed(draft.clientSeed);

  const create = useMutation({
    mutationFn: async (request: BattleDraft) => {
      const created = await createBattle({
        cases: [...request.cases],
        mode: request.mode,
        crazy: request.crazy,
        client_seed: request.clientSeed,
      });
      storeBattleAnswer(created);
      if (request.bots) {
        // The battle exists either way: a refused call leaves it waiting, and the page says why.
        try {
          storeBattleAnswer(await callBattleBots(created.battle.id));
        } catch (error) {
          notify.failure(error, 'battles_error.call_bots');
        }
      }
      return created.battle.id;
    },
    meta: { errorKey: 'battles_error.create' },
    onSuccess: onCreated,
  });

  return (
    <Modal title={t('battles.create.title')} onClose={onClose} size="wide" testId="battle-create-modal">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (blocker === null && !create.isPending) create.mutate(draft);
        }}
      >
        <section className={styles.section} aria-labelledby={`${seedId}-cases`}>
          <div className={styles.sectionHead}>
            <h3 id={`${seedId}-cases`} className={styles.heading}>
              {t('battles.create.cases')}
            </h3>
            <span className={styles.counter} data-testid="battle-draft-count" data-count={draft.cases.length}>
              {t('battles.create.count', { picked: draft.cases.length, max: BATTLE.maxCases })}
            </span>
          </div>
          <CasePicker
            cases={cases.data}
            failed={cases.isError}
            onRetry={() => void cases.refetch()}
            picked={draft.cases}
            onAdd={(id) => update({ cases: addDraftCase(draft.cases, id) })}
            onRemoveOne={(id) => update({ cases: removeDraftCase(draft.cases, id) })}
          />
          {draft.cases.length > 0 ? (
            <ol className={styles.rounds} aria-label={t('battles.create.rounds')} data-testid="battle-draft-rounds">
              {draft.cases.map((id, index) => {
                const box = byId.get(id);
                return (
                  <li key={index} className={styles.round}>
                    <span className={styles.roundNumber}>{index + 1}</span>
                    <span className={styles.roundArt}>
                      <ItemImage
                        src={box?.image ?? ''}
                        name={box?.name ?? ''}
                        weapon={t('battles.case_word')}
                        rarityColor="#e4ae39"
                      />
                    </span>
                    <button
                      type="button"
                      className={styles.roundRemove}
                      onClick={() => update({ cases: removeDraftRound(draft.cases, index) })}
                      aria-label={t('battles.create.remove_round', { round: index + 1, name: box?.name ?? '' })}
                      data-testid="battle-draft-remove"
                    >
                      ×
                    </button>
                  </li>
                );
              })}
            </ol>
          ) : (
            <p className={styles.hint}>{t('battles.create.pick_hint')}</p>
          )}
        </section>

        <section className={styles.section}>
          <h3 className={styles.heading}>{t('battles.create.mode')}</h3>
          <div className={styles.modes} role="radiogroup" aria-label={t('battles.create.mode')}>
            {BATTLE_MODES.map((mode: BattleMode) => (
              <button
                key={mode}
                type="button"
                role="radio"
                aria-checked={draft.mode === mode}
                className={styles.mode}
                onClick={() => update({ mode })}
                data-testid={`battle-mode-${mode}`}
              >
                <span className={styles.modeName}>{mode}</span>
                <span className={styles.modeHint}>{t(`battles.modes.${mode}`)}</span>
              </button>
            ))}
          </div>
          <label className={styles.toggle}>
            <input
              type="checkbox"
              checked={draft.crazy}
              onChange={(event) => update({ crazy: event.target.checked })}
              data-testid="battle-crazy-toggle"
            />
            <span>
              <span className={styles.toggleLabel}>{t('battles.crazy.label')}</span>
              <span className={styles.hint}>{t('battles.crazy.rule')}</span>
            </span>
          </label>
          <label className={styles.toggle}>
            <input
              type="checkbox"
              checked={draft.bots}
              onChange={(event) => update({ bots: event.target.checked })}
              data-testid="battle-bots-toggle"
            />
            <span>
              <span className={styles.toggleLabel}>{t('battles.create.bots')}</span>
              <span className={styles.hint}>{t('battles.create.bots_hint')}</span>
            </span>
          </label>
        </section>

        <section className={styles.section}>
          <label className="field" htmlFor={seedId}>
            <span className="field__label">{t('battles.create.seed')}</span>
            <span className={styles.seedRow}>
              <input
                id={seedId}
                className={`input ${styles.seedInput}`}
                value={draft.clientSeed}
                maxLength={32}
                spellCheck={false}
                autoComplete="off"
                aria-invalid={!seedValid || undefined}
                aria-describedby={`${seedId}-hint`}
                onChange={(event) => update({ clientSeed: event.target.value.trim() })}
                data-testid="battle-seed-input"
              />
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => update({ clientSeed: randomBattleSeed() })}
                data-testid="battle-seed-new"
              >
                {t('battles.create.seed_new')}
              </button>
            </span>
            <span id={`${seedId}-hint`} className={seedValid ? styles.hint : styles.error}>
              {seedValid ? t('battles.create.seed_hint') : t('battles.create.seed_invalid')}
            </span>
          </label>
        </section>

        <footer className={styles.footer}>
          <dl className={styles.summary}>
            <div>
              <dt>{t('battles.cost_label')}</dt>
              <dd className={styles.money} data-testid="battle-draft-cost" data-cost={seatCost}>
                {formatAmount(seatCost)}
              </dd>
            </div>
            <div>
              <dt>{t('battles.create.pot')}</dt>
              <dd className={styles.money}>{formatAmount(draftTotal(seatCost, draft.mode))}</dd>
            </div>
          </dl>
          <button
            type="submit"
            className="button button--primary"
            disabled={blocker !== null || create.isPending}
            aria-busy={create.isPending}
            data-testid="battle-create-submit"
          >
            {create.isPending
              ? t('battles.create.creating')
              : t('battles.create.submit', { price: formatAmount(seatCost) })}
          </button>
        </footer>
        {known && blocker === 'signed_out' && (
          <SignInPrompt layout="inline" className={styles.hint} text={t('battles.sign_in_create')} />
        )}
        {blocker === 'balance' && (
          <p className={styles.error}>{t('battles.create.balance_hint', { price: formatAmount(seatCost) })}</p>
        )}
        {blocker === 'unknown_case' && <p className={styles.error}>{t('battles.create.unknown_case')}</p>}
      </form>
    </Modal>
  );
}

export default CreateBattleModal;
