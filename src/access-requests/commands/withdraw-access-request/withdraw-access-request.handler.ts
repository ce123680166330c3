import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ACCESS_REQUEST_RULES } from '../../../contracts';
import { AccessRefused } from '../../access-requests.errors';
import { WaitingRequests } from '../../requests/waiting-requests';
import { WithdrawAccessRequestCommand } from './withdraw-access-request.command';

/** Only a waiting request is withdrawn (its guard has checked it is the caller's); a decided one answers 409. */
@CommandHandler(WithdrawAccessRequestCommand)
export class WithdrawAccessRequestHandler implements ICommandHandler<WithdrawAccessRequestCommand> {
  constructor(private readonly waiting: WaitingRequests) {}

  async execute({ requestId }: WithdrawAccessRequestCommand): Promise<void> {
    if (!(await this.waiting.withdraw(requestId, 'requester'))) throw new AccessRefused(ACCESS_REQUEST_RULES.alreadyDecided, 409);
  }
}
