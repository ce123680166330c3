import type { Logger } from '@nestjs/common';
import type { CommandBus, ICommand } from '@nestjs/cqrs';

/**
 * Sends, within the request, the next step of a change whose event is already staged in the outbox (the
 * command marks that event done). A failure is logged, not thrown: the change is stored and the step is
 * idempotent, so the worker's relay sends it again from the outbox entry and the request answers with
 * what is stored.
 */
export async function sendNextStep(commands: CommandBus, command: ICommand, logger: Logger): Promise<void> {
  try {
    await commands.execute(command);
  } catch (error) {
    logger.warn(`${command.constructor.name} failed, the worker's relay finishes it: ${(error as Error).message}`);
  }
}
