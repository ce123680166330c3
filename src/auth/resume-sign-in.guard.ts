import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { SignInRequest, SignInTransactions } from './sign-in-transactions';

/** At the callback, hands the strategy the transaction stored when the flow started (empty if none). */
@Injectable()
export class ResumeSignIn implements CanActivate {
  constructor(private readonly transactions: SignInTransactions) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<SignInRequest>();
    req.session = await this.transactions.take(req, http.getResponse<Response>());
    return true;
  }
}
