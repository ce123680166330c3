import { Controller, Get, HttpCode } from '@nestjs/common';

/**
 * Spec (front section 7, back-office section 7): "GET navAdmin is fired when an administrator switches
 * area". No answer is shown: the server acknowledges it for any signed-in, registered person (the usual
 * guard answers 401 without a session, 403 to the unregistered and disabled) and records nothing. It is
 * not a barrier: every back-office call checks its own permission.
 */
@Controller()
export class NavAdminController {
  @Get('navAdmin')
  @HttpCode(204)
  acknowledge(): void {}
}
