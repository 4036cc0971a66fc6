import { useMutation, useQuery } from '@tanstack/react-query';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import { clientSeedSchema, type CaseSeedsDto } from '@skinbet/shared/schemas/cases.schemas';
import { useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { queryClient } from '../../../lib/query-client';
import {
  caseOpeningsKey,
  caseSeedsKey,
  caseSeedsQuery,
  rotateSeeds,
  saveClientSeed,
  type RevealedSeedDto,
} from '../api/cases.api';
import { MyOpenings, RevealedSeed } from './MyOpenings';
import styles from './SeedPanel.module.css';
import { SignInPrompt } from '../../../components/SignInButton';

/** 16 random hex characters: a client seed nobody chose for the player, the server included. */
function randomClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The player's provably-fair seeds (docs/fairness/formulas.md "Cases"): the hash of the server
 * seed in use (committed before any opening with it), the client seed (the player's to
 * change), the next nonce, and rotation, which reveals the old server seed so every opening
 * made with it can be checked. `busy` (a reel is spinning) holds the changes back until the
 * opening is over.
 */
export function SeedPanel({ busy }: { busy: boolean }) {
  const { t } = useI18n('cases');
  const { user, known } = useCurrentUser();

  return (
    <section className={`panel ${styles.panel}`} aria-labelledby="case-seeds-title" data-testid="case-seeds">
      <h2 id="case-seeds-title" className={styles.title}>
        {t('cases.seeds.title')}
      </h2>
      <p className={styles.hint}>{t('cases.seeds.hint')}</p>
      {user ? (
        <SeedsOf userId={user.id} busy={busy} />
      ) : (
        known && <SignInPrompt layout="inline" className={styles.hint} text={t('cases.seeds.guest')} />
      )}
    </section>
  );
}

function SeedsOf({ userId, busy }: { userId: number; busy: boolean }) {
  const { t, translate } = useI18n('cases');
  const seeds = useQuery(caseSeedsQuery(userId));
  const [draft, setDraft] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<RevealedSeedDto | null>(null);
  const setSeeds = (next: CaseSeedsDto) => queryClient.setQueryData(caseSeedsKey(userId), next);

  const save = useMutation({
    mutationFn: saveClientSeed,
    meta: { errorKey: 'cases_error.save_seed' },
    onSuccess: (next) => {
      setSeeds(next);
      setDraft(null);
      notify.success('cases.seeds.saved');
    },
  });
  const rotate = useMutation({
    mutationFn: rotateSeeds,
    meta: { errorKey: 'cases_error.rotate' },
    onSuccess: (answer) => {
      setSeeds(answer.seeds);
      setRevealed(answer.previous);
      void queryClient.invalidateQueries({ queryKey: caseOpeningsKey(userId) });
    },
  });

  if (!seeds.data) {
    return seeds.isError ? (
      <button type="button" className="button button--ghost" onClick={() => void seeds.refetch()}>
        {t('cases.retry')}
      </button>
    ) : (
      <p className={styles.hint}>{t('cases.seeds.loading')}</p>
    );
  }
  const current = seeds.data;
  const text = draft ?? current.client_seed;
  const parsed = clientSeedSchema.safeParse(text);
  const changed = parsed.success && parsed.data !== current.client_seed;

  return (
    <>
      <dl className={styles.seeds}>
        <dt>{t('cases.seeds.server_hash')}</dt>
        <dd className={styles.mono} data-testid="case-server-seed-hash">
          {current.server_seed_hash}
        </dd>
        <dt>{t('cases.seeds.nonce')}</dt>
        <dd data-testid="case-nonce" data-nonce={current.nonce}>
          {current.nonce}
        </dd>
      </dl>

      <form
        className={styles.clientForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (changed && !busy && !save.isPending) save.mutate(parsed.data);
        }}
      >
        <label className={`field ${styles.clientField}`}>
          <span className="field__label">{t('cases.seeds.client')}</span>
          <input
            className={`input ${styles.mono}`}
            value={text}
            maxLength={64}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={!parsed.success}
            onChange={(event) => setDraft(event.target.value)}
            data-testid="case-client-seed"
          />
        </label>
        <div className={styles.formActions}>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setDraft(randomClientSeed())}
            data-testid="case-client-seed-random"
          >
            {t('cases.seeds.random')}
          </button>
          <button
            type="submit"
            className="button button--primary button--small"
            disabled={!changed || busy || save.isPending}
            data-testid="case-client-seed-save"
          >
            {t('cases.seeds.save')}
          </button>
        </div>
        {!parsed.success && (
          <p className={styles.problem} role="alert">
            {translate('cases_api.client_seed_invalid')}
          </p>
        )}
      </form>

      <div className={styles.rotateRow}>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy || rotate.isPending}
          onClick={() => rotate.mutate()}
          data-testid="case-rotate"
        >
          {t('cases.seeds.rotate')}
        </button>
        <p className={styles.hint}>{t('cases.seeds.rotate_hint')}</p>
      </div>

      {revealed && (
        <RevealedSeed
          userId={userId}
          seed={revealed}
          checksOut={sha256Hex(revealed.server_seed) === revealed.server_seed_hash}
        />
      )}
      <MyOpenings userId={userId} />
    </>
  );
}
