import { useState } from 'react';
import { defaultAbbreviation, logoBackground, readableTextOn, type ToolCard } from '@contracts';

/** A stored logo is a file name served by `GET files/:name`. */
function imageSource(image: string): string {
  return /^(data:|https?:|\/)/.test(image) ? image : `/api/files/${encodeURIComponent(image)}`;
}

/**
 * The tile's logo: the uploaded image, or the abbreviation on its colour (also when the image
 * cannot be loaded, rather than a broken-image icon). Decorative: the title names the tool.
 */
export function ToolLogo({ logo, title }: { logo: ToolCard['logo']; title: string }) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  if (logo?.image && failedImage !== logo.image) {
    const image = logo.image;
    return (
      <img
        className="tool-logo"
        src={imageSource(image)}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
        onError={() => setFailedImage(image)}
      />
    );
  }
  const background = logoBackground(logo?.color);
  return (
    <span className="tool-logo tool-logo--abrev" style={{ background, color: readableTextOn(background) }} aria-hidden="true">
      {logo?.abrev?.trim() || defaultAbbreviation(title)}
    </span>
  );
}
