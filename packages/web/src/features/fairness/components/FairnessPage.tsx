import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { HeroLead, PageHero } from '../../../components/PageHero';
import { Skeleton } from '../../../components/Skeleton';
import type { FairnessGame } from '../../../lib/fairness-game';
import { useI18n } from '../../../lib/i18n';
import { EXPLAINER } from '../content/explainer';
import { BonusDrawVerifier, BonusManualVerifier } from './BonusVerifier';
import { ChainAnchors } from './ChainAnchors';
import { GiveawayDrawVerifier, GiveawayManualVerifier } from './GiveawayVerifier';
import styles from './FairnessPage.module.css';

type Mode = 'round' | 'manual';

/**
 * After the games (app/games.ts, the first is the default): the giveaway and jackpot-bonus draws,
 * from the recent draws or from values by hand (issue 16).
 */
const DRAWS: readonly FairnessGame[] = [
  { id: 'giveaway', round: GiveawayDrawVerifier, manual: GiveawayManualVerifier, ownHint: true },
  { id: 'bonus', round: BonusDrawVerifier, manual: BonusManualVerifier, ownHint: true },
];

/**
 * `/provably-fair` (docs/product/screens.md "Provably fair page",
 * docs/fairness/formulas.md "Notation"): how outcomes are fixed in advance, the published chain
 * anchors, and a verifier that recomputes any round in the browser with the site's own shared
 * code.
 */
export function FairnessPage({ games }: { games: readonly FairnessGame[] }) {
  const { t, translate, language } = useI18n('fairness');
  const options = [...games, ...DRAWS];
  const content = EXPLAINER[language];
  const [params, setParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>(params.get('manual') === null ? 'round' : 'manual');
  const selected = options.find((option) => option.id === params.get('game')) ?? options[0]!;
  const game = selected.id;
  // Another game's round ids mean other rounds: switching drops the one in the address.
  const selectGame = (next: string) => setParams(next === options[0]!.id ? {} : { game: next }, { replace: true });
  const Verifier = selected[mode];

  return (
    <article className={styles.page} data-testid="fairness-page">
      <PageHero title={t('fairness.title')} eyebrow={t('fairness.eyebrow')}>
        {content.intro.map((paragraph) => (
          <HeroLead key={paragraph}>{paragraph}</HeroLead>
        ))}
      </PageHero>

      <section className={styles.card} aria-labelledby="fair-verifier-title">
        <div className={styles.cardHeader}>
          <h2 id="fair-verifier-title" className={styles.cardTitle}>
            {t('fairness.verifier.title')}
          </h2>
          <div className={styles.tabs} role="tablist" aria-label={t('fairness.verifier.title')}>
            {(['round', 'manual'] as const).map((tab) => (
              <button
                key={tab}
                type="button"
                role="tab"
                aria-selected={mode === tab}
                aria-controls="fair-verifier-panel"
                id={`fair-tab-${tab}`}
                className={styles.tab}
                onClick={() => setMode(tab)}
                data-testid={`fairness-tab-${tab}`}
              >
                {t(`fairness.verifier.tab_${tab}`)}
              </button>
            ))}
          </div>
        </div>
        <div className={styles.games} role="radiogroup" aria-label={t('fairness.verifier.game')}>
          {options.map(({ id, labelKey }) => (
            <button
              key={id}
              type="button"
              role="radio"
              aria-checked={game === id}
              className={styles.game}
              onClick={() => selectGame(id)}
              data-testid={`fairness-game-${id}`}
            >
              {translate(labelKey ?? `fairness.games.${id}`)}
            </button>
          ))}
        </div>
        <div id="fair-verifier-panel" role="tabpanel" aria-labelledby={`fair-tab-${mode}`} data-game={game}>
          <p className={styles.muted}>
            {selected.ownHint ? translate(`fairness.${game}.hint_${mode}`) : t(`fairness.verifier.hint_${mode}`)}
          </p>
          {/* One verifier per game: the same component for both, so switching must start it afresh. */}
          <Suspense key={game} fallback={<Skeleton height={160} radius={16} />}>
            <Verifier />
          </Suspense>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="fair-anchors-title">
        <h2 id="fair-anchors-title" className={styles.cardTitle}>
          {t('fairness.anchors.title')}
        </h2>
        <p className={styles.muted}>{t('fairness.anchors.hint')}</p>
        <ChainAnchors />
      </section>

      <div className={styles.sections}>
        {content.sections.map((section) => (
          <section
            key={section.id}
            id={`fair-${section.id}`}
            className={styles.card}
            aria-labelledby={`fair-${section.id}-title`}
          >
            <h2 id={`fair-${section.id}-title`} className={styles.cardTitle}>
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
            {section.formulas.length > 0 && (
              <pre className={styles.formulas}>
                <code>{section.formulas.join('\n')}</code>
              </pre>
            )}
          </section>
        ))}
      </div>

      <p className={styles.policy} data-testid="fairness-policy">
        {t('fairness.policy')}
      </p>
    </article>
  );
}

export default FairnessPage;
