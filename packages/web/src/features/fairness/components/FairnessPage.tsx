import { Fragment, useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { HeroLead, PageHero } from '../../../components/PageHero';
import { useI18n } from '../../../lib/i18n';
import { EXPLAINER } from '../content/explainer';
import { BonusDrawVerifier, BonusManualVerifier } from './BonusVerifier';
import { CaseManualVerifier, CaseOpeningVerifier } from './CaseVerifier';
import { ChainAnchors } from './ChainAnchors';
import { GiveawayDrawVerifier, GiveawayManualVerifier } from './GiveawayVerifier';
import { ManualVerifier } from './ManualVerifier';
import { RoundVerifier } from './RoundVerifier';
import { CRASH_VERIFIER, JACKPOT_VERIFIER } from './verifier-games';
import { WHEEL_VERIFIER } from './wheel-verifier';
import styles from './FairnessPage.module.css';

type Mode = 'round' | 'manual';
/** The games whose rounds the verifier recomputes; `?game=` picks one (crash when absent). */
const GAMES = ['crash', 'jackpot', 'wheel', 'cases', 'giveaway', 'bonus'] as const;
type Game = (typeof GAMES)[number];

const VERIFIERS: Record<Game, Record<Mode, () => ReactElement>> = {
  crash: {
    round: () => <RoundVerifier game={CRASH_VERIFIER} />,
    manual: () => <ManualVerifier game={CRASH_VERIFIER} />,
  },
  jackpot: {
    round: () => <RoundVerifier game={JACKPOT_VERIFIER} />,
    manual: () => <ManualVerifier game={JACKPOT_VERIFIER} />,
  },
  wheel: {
    round: () => <RoundVerifier game={WHEEL_VERIFIER} />,
    manual: () => <ManualVerifier game={WHEEL_VERIFIER} />,
  },
  // Case openings are per player (seeds, not a chain): their own verifier, by opening id or by hand.
  cases: {
    round: () => <CaseOpeningVerifier />,
    manual: () => <CaseManualVerifier />,
  },
  // Issue 16: giveaway and jackpot-bonus draws, from the recent draws or from values by hand.
  giveaway: {
    round: () => <GiveawayDrawVerifier />,
    manual: () => <GiveawayManualVerifier />,
  },
  bonus: {
    round: () => <BonusDrawVerifier />,
    manual: () => <BonusManualVerifier />,
  },
};
/** Games whose verifier explains itself with hints of its own. */
const OWN_HINTS = ['cases', 'giveaway', 'bonus'] as const;
const hasOwnHint = (game: Game): game is (typeof OWN_HINTS)[number] => (OWN_HINTS as readonly Game[]).includes(game);

/**
 * `/provably-fair` (docs/product/screens.md "Provably fair page",
 * docs/fairness/formulas.md "Notation"): how outcomes are fixed in advance, the published chain
 * anchors, and a verifier that recomputes any round in the browser with the site's own shared
 * code.
 */
export function FairnessPage() {
  const { t, language } = useI18n('fairness');
  const content = EXPLAINER[language];
  const [params, setParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>(params.get('manual') === null ? 'round' : 'manual');
  const game: Game = GAMES.find((option) => option === params.get('game')) ?? 'crash';
  // Another game's round ids mean other rounds: switching drops the one in the address.
  const selectGame = (next: Game) => setParams(next === 'crash' ? {} : { game: next }, { replace: true });
  const verifier = VERIFIERS[game][mode];

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
          {GAMES.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={game === option}
              className={styles.game}
              onClick={() => selectGame(option)}
              data-testid={`fairness-game-${option}`}
            >
              {t(`fairness.games.${option}`)}
            </button>
          ))}
        </div>
        <div id="fair-verifier-panel" role="tabpanel" aria-labelledby={`fair-tab-${mode}`} data-game={game}>
          <p className={styles.muted}>
            {hasOwnHint(game) ? t(`fairness.${game}.hint_${mode}`) : t(`fairness.verifier.hint_${mode}`)}
          </p>
          {/* One verifier per game: the same component for both, so switching must start it afresh. */}
          <Fragment key={game}>{verifier()}</Fragment>
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
