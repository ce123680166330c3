import { defaultAbbreviation } from '@contracts';
import type { ToolCard } from '@/api/wall-types';
import { logoBackground, readableTextOn } from '../logo-colour';

/** A stored logo is a file name served by `GET files/:name`. */
function imageSource(image: string): string {
  return /^(data:|https?:|\/)/.test(image) ? image : `/api/files/${encodeURIComponent(image)}`;
}

/** The tile's logo: the uploaded image, or the abbreviation on its colour. Decorative: the title names the tool. */
export function ToolLogo({ logo, title }: { logo: ToolCard['logo']; title: string }) {
  if (logo?.image) {
    return <img className="tool-logo" src={imageSource(logo.image)} alt="" width={56} height={56} loading="lazy" decoding="async" />;
  }
  const background = logoBackground(logo?.color);
  return (
    <span className="tool-logo tool-logo--abrev" style={{ background, color: readableTextOn(background) }} aria-hidden="true">
      {logo?.abrev?.trim() || defaultAbbreviation(title)}
    </span>
  );
}
