import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { SignInRequest, SignInTransactions } from './sign-in-transactions';

/** At the callback, hands the strategy the transaction stored when the flow started, or marks that there is none. */
@Injectable()
export class ResumeSignIn implements CanActivate {
  constructor(private readonly transactions: SignInTransactions) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<SignInRequest>();
    const transaction = await this.transactions.take(req, http.getResponse<Response>());
    req.session = transaction ?? {};
    req.pendingSignIn = transaction !== null;
    return true;
  }
}
