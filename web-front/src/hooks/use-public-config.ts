import { useEffect, useState } from 'react';
import type { PublicConfig } from '@contracts';
import { getConfig } from '@/api/calls';
import { ApiError } from '@/api/client';

/**
 * The public configuration (footer, help links, number of backgrounds), or null until it arrives.
 * A failure only leaves it null: spec section 8 says lookups like this one only log their errors.
 */
export function usePublicConfig(): PublicConfig | null {
  const [config, setConfig] = useState<PublicConfig | null>(null);
  useEffect(() => {
    let cancelled = false;
    getConfig().then(
      (answer) => !cancelled && setConfig(answer),
      (error: unknown) => {
        // A handled failure already sent the user to an error page: nothing more to say.
        if (!(error instanceof ApiError && error.handled)) console.error('GET config failed', error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return config;
}
