import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n';
import { useUiStore } from '../lib/ui-store';

interface SignInButtonProps {
  /** A filled or outlined button, or a link inside a sentence (the hint's "sign in"). */
  look?: 'primary' | 'ghost' | 'link';
  small?: boolean;
  /** Extra classes of the caller's layout (width, margins). */
  className?: string;
  testId?: string;
  /** The label; "Sign in" when absent. */
  children?: ReactNode;
}

const LOOKS = { primary: 'button button--primary', ghost: 'button button--ghost', link: 'link-button' } as const;

/** The button every guest prompt ends with: it opens the sign-in modal. */
export function SignInButton({ look = 'primary', small = false, className, testId, children }: SignInButtonProps) {
  const { t } = useI18n();
  const openModal = useUiStore((state) => state.openModal);
  const classes = [LOOKS[look], small && look !== 'link' ? 'button--small' : '', className ?? ''];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      onClick={() => openModal('login')}
      data-testid={testId}
    >
      {children ?? t('auth.login')}
    </button>
  );
}

interface SignInPromptProps {
  /** Why signing in is needed here (already translated). */
  text: string;
  /** `block`: the text above a button (an empty panel); `inline`: the text ending in a sign-in link. */
  layout?: 'block' | 'inline';
  className?: string;
  testId?: string;
  /** How the button looks: a primary button in a block, a link inline, unless this says otherwise. */
  button?: Omit<SignInButtonProps, 'children'>;
}

/** A guest's "sign in to …" message with its sign-in button, for a screen that needs an account. */
export function SignInPrompt({ text, layout = 'block', className, testId, button }: SignInPromptProps) {
  if (layout === 'inline') {
    return (
      <p className={className} data-testid={testId}>
        {text} <SignInButton {...button} look={button?.look ?? 'link'} />
      </p>
    );
  }
  return (
    <div className={className} data-testid={testId}>
      <p>{text}</p>
      <SignInButton {...button} />
    </div>
  );
}
