import { useState, type ReactNode } from 'react';
import { signOut } from '../sign-out';

interface SignOutButtonProps {
  className: string;
  /** The button's text (the blocked pages give it in French and English). */
  children: ReactNode;
  /** Shown when the portal could not be reached; the button can be pressed again. */
  failure: ReactNode;
}

/** A button that signs out; busy while the call runs, with an alert if it fails. */
export function SignOutButton({ className, children, failure }: SignOutButtonProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  return (
    <>
      <button
        type="button"
        className={className}
        aria-busy={state === 'busy' || undefined}
        disabled={state === 'busy'}
        onClick={() => {
          setState('busy');
          signOut().catch(() => setState('failed'));
        }}
      >
        {children}
      </button>
      {state === 'failed' && (
        <span className="sign-out__error" role="alert">
          {failure}
        </span>
      )}
    </>
  );
}
