import type { ToolRequestState } from '../../tools/tools.public';
import { type DeletionIntent, findInconsistencies, type WorkflowFacts } from './find-inconsistencies';

const LONG_AGO = new Date('2026-01-01T00:00:00Z');
const NOW = new Date('2026-01-02T00:00:00Z');
const TOOL = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const CATEGORY = 'cccccccccccccccccccccccc';
const REQUEST = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const by = { userId: 'u1', fullname: 'Alice Admin' };

const tool = (state: Partial<ToolRequestState> = {}): ToolRequestState => ({
  toolId: TOOL,
  title: { en: 'Wiki' },
  isPublished: true,
  deleted: false,
  hasPendingValidation: false,
  pendingValidationId: null,
  categoryIds: [],
  updatedTime: LONG_AGO,
  ...state,
});

const toolDeletion = (created_at = LONG_AGO): DeletionIntent => ({ _id: `tools.delete.${TOOL}`, kind: 'tools.delete', payload: { tool: { toolId: TOOL, title: { en: 'Wiki' } }, by }, created_at });
const categoryDeletion = (): DeletionIntent => ({
  _id: `categories.delete.${CATEGORY}`,
  kind: 'categories.delete',
  payload: { category: { categoryId: CATEGORY, name: { en: 'Docs' } }, toolCount: 1, toolIds: [TOOL], by },
  created_at: LONG_AGO,
});

const facts = (parts: Partial<WorkflowFacts>): WorkflowFacts => ({ tools: [], requests: [], categoryIds: new Set(), intents: [], ...parts });
const pendingRequest = { _id: REQUEST, app: TOOL, status: 'pending', created_time: LONG_AGO } as unknown as WorkflowFacts['requests'][number];

describe('findInconsistencies: deletions cut short', () => {
  it('reports a tool deletion whose intent is left, and not the pending request it will withdraw', () => {
    const found = findInconsistencies(facts({ tools: [tool({ deleted: true })], requests: [pendingRequest], intents: [toolDeletion()] }), NOW);
    expect(found).toEqual([{ kind: 'unfinished-tool-deletion', toolId: TOOL, intentKey: `tools.delete.${TOOL}` }]);
  });

  it('reports a category deletion whose intent is left, and not the tool still naming the category', () => {
    const found = findInconsistencies(facts({ tools: [tool({ categoryIds: [CATEGORY] })], intents: [categoryDeletion()] }), NOW);
    expect(found).toEqual([{ kind: 'unfinished-category-deletion', toolId: CATEGORY, categoryIds: [CATEGORY], intentKey: `categories.delete.${CATEGORY}` }]);
  });

  it('leaves a deletion younger than the grace to the api running it', () => {
    const found = findInconsistencies(facts({ tools: [tool()], intents: [toolDeletion(new Date(NOW.getTime() + 1))] }), NOW);
    expect(found).toEqual([]);
  });

  it('without intent, a pending request of a deleted tool is still reported', () => {
    const found = findInconsistencies(facts({ tools: [tool({ deleted: true })], requests: [pendingRequest] }), NOW);
    expect(found.map((problem) => problem.kind)).toEqual(['request-of-missing-tool']);
  });
});

describe('findInconsistencies: two pending requests for one tool', () => {
  const OTHER = 'dddddddddddddddddddddddd';
  const older = { ...pendingRequest, created_time: LONG_AGO } as WorkflowFacts['requests'][number];
  const newer = { ...pendingRequest, _id: OTHER, created_time: new Date(LONG_AGO.getTime() + 60_000) } as unknown as WorkflowFacts['requests'][number];

  it('reports every request but the one the tool waits for', () => {
    const found = findInconsistencies(facts({ tools: [tool({ hasPendingValidation: true, pendingValidationId: REQUEST })], requests: [older, newer] }), NOW);
    expect(found).toEqual([{ kind: 'second-request', toolId: TOOL, validationId: OTHER }]);
  });

  it('keeps the newest when the tool names none', () => {
    const found = findInconsistencies(facts({ tools: [tool({ hasPendingValidation: true })], requests: [newer, older] }), NOW);
    expect(found).toEqual([{ kind: 'second-request', toolId: TOOL, validationId: REQUEST }]);
  });

  it('says nothing of one pending request the tool waits for', () => {
    expect(findInconsistencies(facts({ tools: [tool({ hasPendingValidation: true, pendingValidationId: REQUEST })], requests: [older] }), NOW)).toEqual([]);
  });
});
