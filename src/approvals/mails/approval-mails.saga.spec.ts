import { Subject } from 'rxjs';
import { ExtraValidationAcceptedEvent } from '../events/extra-validation-accepted.event';
import { ExtraValidationRejectedEvent } from '../events/extra-validation-rejected.event';
import { ExtraValidationRemovedEvent } from '../events/extra-validation-removed.event';
import { ExtraValidationRequestedEvent } from '../events/extra-validation-requested.event';
import { ValidationAcceptedEvent } from '../events/validation-accepted.event';
import { ValidationRejectedEvent } from '../events/validation-rejected.event';
import { ValidationRequestedEvent } from '../events/validation-requested.event';
import { ApprovalMailsSaga, workflowMailFor } from './approval-mails.saga';
import type { SendWorkflowMailCommand } from './send-workflow-mail/send-workflow-mail.command';

const tool = { toolId: 't1', title: { en: 'Expense Tracker', fr: 'Notes de frais' } };
const marc = { userId: 'u-marc', fullname: 'Marc Manager' };
const alice = { userId: 'u-alice', fullname: 'Alice Admin' };
const victor = { userId: 'u-victor', fullname: 'Victor Validator' };

describe('approval mails: which mail each event sends, and to whom', () => {
  it('sends a new validation request to every administrator, naming the editor', () => {
    const command = workflowMailFor(new ValidationRequestedEvent('v1', tool, 'creation', marc));
    expect(command.mail).toBe('validation-requested');
    expect(command.recipients).toEqual({ kind: 'administrators' });
    expect(command.facts).toMatchObject({ validationId: 'v1', tool, editorfullname: 'Marc Manager' });
  });

  it('tells the editor their change was accepted, naming the administrator', () => {
    const command = workflowMailFor(new ValidationAcceptedEvent('v1', tool, 'edition', marc, alice));
    expect(command.mail).toBe('validation-accepted');
    expect(command.recipients).toEqual({ kind: 'user', userId: 'u-marc' });
    expect(command.facts.adminfullname).toBe('Alice Admin');
  });

  it('asks a designated user for the extra approval', () => {
    const command = workflowMailFor(new ExtraValidationRequestedEvent('v1', tool, { id: 'u-victor', type: 'user', name: 'Victor Validator' }, alice));
    expect(command.mail).toBe('extra-validation-required');
    expect(command.recipients).toEqual({ kind: 'user', userId: 'u-victor' });
    expect(command.facts).toMatchObject({ adminfullname: 'Alice Admin', validatorfullname: 'Victor Validator' });
  });

  it('asks every member of a designated group for the extra approval', () => {
    const command = workflowMailFor(new ExtraValidationRequestedEvent('v1', tool, { id: 'g-legal', type: 'group', name: 'Legal' }, alice));
    expect(command.recipients).toEqual({ kind: 'group', groupId: 'g-legal' });
    expect(command.facts.validatorfullname).toBe('Legal');
  });

  it('tells the administrator who asked that the extra approval was accepted, naming who accepted', () => {
    const validator = { id: 'g-legal', type: 'group' as const, name: 'Legal' };
    const command = workflowMailFor(new ExtraValidationAcceptedEvent('v1', tool, validator, victor, alice));
    expect(command.mail).toBe('extra-validation-accepted');
    expect(command.recipients).toEqual({ kind: 'user', userId: 'u-alice' });
    expect(command.facts.validatorfullname).toBe('Victor Validator');
  });

  it('tells the administrator who asked that the extra approval was rejected, with the reason', () => {
    const validator = { id: 'u-victor', type: 'user' as const, name: 'Victor Validator' };
    const command = workflowMailFor(new ExtraValidationRejectedEvent('v1', tool, validator, victor, alice, 'Wrong URL'));
    expect(command.mail).toBe('extra-validation-rejected');
    expect(command.recipients).toEqual({ kind: 'user', userId: 'u-alice' });
    expect(command.facts).toMatchObject({ validatorfullname: 'Victor Validator', message: 'Wrong URL' });
  });

  it('tells the editor their request was rejected, with the administrator and the reason', () => {
    const command = workflowMailFor(new ValidationRejectedEvent('v1', tool, 'edition', marc, alice, 'The link is <wrong>'));
    expect(command.mail).toBe('validation-rejected');
    expect(command.recipients).toEqual({ kind: 'user', userId: marc.userId });
    expect(command.facts).toMatchObject({ adminfullname: 'Alice Admin', message: 'The link is <wrong>' });
  });

  it('sends nothing for a cancelled extra approval', () => {
    const events$ = new Subject<object>();
    const sent: SendWorkflowMailCommand[] = [];
    new ApprovalMailsSaga().workflowMails(events$).subscribe((command) => sent.push(command as SendWorkflowMailCommand));
    events$.next(new ExtraValidationRemovedEvent('v1', tool, { id: 'u-victor', type: 'user', name: 'Victor' }, alice));
    events$.next(new ValidationRejectedEvent('v1', tool, 'creation', marc, alice));
    expect(sent.map((command) => command.mail)).toEqual(['validation-rejected']);
  });
});
