import { useTranslation } from 'react-i18next';
import { Popup, useClosePopup } from '@/components/popup';
import { useCurrentUser, useSaveUser } from '@/features/startup';
import { usePublicConfig } from '@/hooks/use-public-config';
import { backgroundCountOf, backgroundImageUrl, backgroundNumberOf } from '../background-choice';

/** Route popup of `/edit-background/`: one button per image; a choice is saved and shown at once. */
export function BackgroundPicker() {
  const { t } = useTranslation();
  const close = useClosePopup();
  const user = useCurrentUser();
  const config = usePublicConfig();
  const { save } = useSaveUser();
  const count = backgroundCountOf(config?.nbBackgrounds);
  const current = backgroundNumberOf(user.background, count);
  const numbers = Array.from({ length: count }, (_, index) => index + 1);

  return (
    <Popup title={t('background.title')} onClose={close} className="popup--wide">
      <p>{t('background.intro')}</p>
      <ul className="background-grid">
        {numbers.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={`background-choice${n === current ? ' background-choice--current' : ''}`}
              aria-pressed={n === current}
              aria-label={t('background.choice', { n })}
              onClick={() => n !== current && void save({ background: n })}
            >
              <img src={backgroundImageUrl(n)} alt="" width={160} height={100} loading="lazy" />
              <span className="background-choice__number" aria-hidden="true">
                {n}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
