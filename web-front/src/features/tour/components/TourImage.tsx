import type { TourStepName } from '../tour-steps';

const TILE = '#dbe4ff';
const ACCENT = '#3b5bdb';

/** A small drawing of what each step talks about; decorative, the text says it all. */
export function TourImage({ step }: { step: TourStepName }) {
  return (
    <svg className="tour__image" viewBox="0 0 240 120" width="240" height="120" aria-hidden="true" focusable="false">
      <rect width="240" height="120" rx="12" fill="#f4f6fb" />
      {step === 'wall' &&
        [0, 1, 2, 3].flatMap((col) =>
          [0, 1].map((row) => <rect key={`${col}-${row}`} x={24 + col * 50} y={22 + row * 42} width="40" height="34" rx="6" fill={col === 0 && row === 0 ? ACCENT : TILE} />),
        )}
      {step === 'bookmarks' && (
        <>
          {[0, 1, 2].map((col) => (
            <rect key={col} x={30 + col * 62} y="40" width="52" height="44" rx="8" fill={TILE} />
          ))}
          <path d="M120 14l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill={ACCENT} />
        </>
      )}
      {step === 'search' && (
        <>
          <rect x="24" y="44" width="192" height="32" rx="16" fill="#ffffff" stroke={TILE} strokeWidth="3" />
          <circle cx="190" cy="58" r="8" fill="none" stroke={ACCENT} strokeWidth="3" />
          <path d="M196 64l7 7" stroke={ACCENT} strokeWidth="3" strokeLinecap="round" />
          <rect x="40" y="55" width="80" height="8" rx="4" fill={TILE} />
        </>
      )}
      {step === 'addTool' && (
        <>
          <rect x="80" y="20" width="80" height="80" rx="14" fill={TILE} />
          <path d="M120 40v40M100 60h40" stroke={ACCENT} strokeWidth="8" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}
