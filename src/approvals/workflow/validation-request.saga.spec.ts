import { lastValueFrom, of, toArray } from 'rxjs';
import { ToolEditedEvent, ToolSubmittedEvent } from '../../tools/tools.public';
import { RequestValidationCommand } from '../../tools/ports/request-validation.command';
import { requestOf, ValidationRequestSagas } from './validation-request.saga';

const tool = { toolId: '6b05086ce1f7884e10969385', title: { en: 'Expenses' } };
const marc = { userId: 'u1', fullname: 'Marc Manager' };
const proposal = { title: { en: 'Expenses v2' } };

describe('ToolSubmitted / ToolEdited → RequestValidation', () => {
  it('asks approvals for the request an edit awaiting approval names, with its proposal and its event as cause', () => {
    const event = new ToolEditedEvent(tool, marc, 'v1', ['title'], proposal);
    const command = requestOf(event)!;
    expect(command).toBeInstanceOf(RequestValidationCommand);
    expect(command).toMatchObject({ validationId: 'v1', tool, kind: 'edition', changed: proposal, editor: marc });
    expect(command.cause).toBe(event);
  });

  it('asks for a creation request when a creation awaits approval', () => {
    expect(requestOf(new ToolSubmittedEvent(tool, marc, 'v2', proposal))).toMatchObject({ validationId: 'v2', kind: 'creation' });
  });

  it('asks nothing for changes applied at once', async () => {
    expect(requestOf(new ToolEditedEvent(tool, marc, null, ['title']))).toBeNull();
    expect(requestOf(new ToolSubmittedEvent(tool, marc, null))).toBeNull();
    const events = [new ToolSubmittedEvent(tool, marc, null), new ToolEditedEvent(tool, marc, 'v3', ['url'], proposal), { other: true }];
    const commands = await lastValueFrom(new ValidationRequestSagas().proposed(of(...events)).pipe(toArray()));
    expect(commands.map((command) => (command as RequestValidationCommand).validationId)).toEqual(['v3']);
  });
});
