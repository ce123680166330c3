import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CATEGORY_RULES, iconReferenceOf, LIMITS, RuleViolation } from '../contracts';
import { StoreImageCommand } from '../files/commands/store-image/store-image.command';
import { inspectImage } from '../files/files.public';
import { ReadFileQuery } from '../files/queries/read-file/read-file.query';
import { DomainError } from '../platform/http/domain.error';

/** An icon ready to store: its bytes have passed the image rules (type by content, at least 64 px). */
export type PreparedIcon = { keep: string } | { content: Buffer };

/**
 * Category icons are stored like tool logos: files in GridFS under content-hashed names, served by
 * GET files/:name. A form or an import sends either the spec's "image as a data string" (a data: URL,
 * decoded here) or the name of a stored file; both are checked by their content before anything is written.
 */
@Injectable()
export class CategoryIcons {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Checks an icon without writing anything; an unchanged icon (`current`) is kept as it is. */
  async prepare(icon: string, current: string | null, field = 'icon'): Promise<PreparedIcon | RuleViolation> {
    if (current && (icon === current || sameStored(icon, current))) {
      return { keep: current };
    }
    const invalid = (message: string = CATEGORY_RULES.iconInvalid.message, code: string = CATEGORY_RULES.iconInvalid.code) => ({ field, code, message });
    const reference = iconReferenceOf(icon);
    if (!reference) return invalid();
    let content: Buffer;
    if (reference.kind === 'data') {
      content = reference.base64 ? Buffer.from(reference.payload, 'base64') : Buffer.from(safeDecode(reference.payload) ?? '', 'utf8');
      if (!content.length) return invalid();
    } else {
      const read = await this.readStored(reference.filename);
      if (!read) return invalid('No stored file has this name.');
      content = read;
    }
    if (content.length > LIMITS.uploadMaxBytes) return invalid(`The icon is larger than ${LIMITS.uploadMaxBytes / 1024 / 1024} MB.`, 'payload_too_large');
    try {
      await inspectImage(content, LIMITS.categoryIconMinPixels);
    } catch (error) {
      if (error instanceof DomainError) return invalid(error.message, error.code);
      throw error;
    }
    return { content };
  }

  /** Stores a prepared icon and answers the name to keep in `icon`. */
  async store(prepared: PreparedIcon): Promise<string> {
    if ('keep' in prepared) return prepared.keep;
    const { filename } = await this.commands.execute(new StoreImageCommand(prepared.content, 'category_icon', LIMITS.categoryIconMinPixels));
    return filename;
  }

  /** The icon as a self-contained data URL (the export), whatever way it is stored. */
  async asDataUrl(icon: string): Promise<string> {
    const reference = iconReferenceOf(icon);
    if (reference?.kind !== 'stored') return icon;
    const file = await this.queries.execute(new ReadFileQuery(reference.filename)).catch(() => null);
    if (!file) return icon;
    return `data:${file.contentType};base64,${(await bytesOf(file.open())).toString('base64')}`;
  }

  private async readStored(filename: string): Promise<Buffer | null> {
    const file = await this.queries.execute(new ReadFileQuery(filename)).catch(() => null);
    return file ? bytesOf(file.open()) : null;
  }
}

export function isIconViolation(value: PreparedIcon | RuleViolation): value is RuleViolation {
  return 'code' in value;
}

function sameStored(a: string, b: string): boolean {
  const [x, y] = [iconReferenceOf(a), iconReferenceOf(b)];
  return x?.kind === 'stored' && y?.kind === 'stored' && x.filename === y.filename;
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
