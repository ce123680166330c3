import { SVG_TASK_LIMITS, type SvgInspector, createSvgInspector } from './svg-pool';

// The worker runs from dist (`npx nest build` first); a thread's first document loads jsdom.
jest.setTimeout(60_000);

const logo = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="10" height="10"/></svg>');
/** A valid drawing of 1,000 elements: its parse and sanitising take far more than 20 ms (0.35 s on a busy core). */
const heavy = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300">${'<rect x="1" y="2" width="3" height="4" fill="red" style="fill:blue"/>'.repeat(1_000)}</svg>`,
);

describe('the SVG check time limit counts only the document\'s own parse and sanitising', () => {
  const inspectors: SvgInspector[] = [];
  const inspector = (options: Parameters<typeof createSvgInspector>[0]) => {
    const made = createSvgInspector(options);
    inspectors.push(made);
    return made;
  };
  afterAll(() => Promise.all(inspectors.map((made) => made.close())));

  it('accepts a valid SVG when the thread takes longer than the limit to start', async () => {
    // The logo's own check takes about 20 ms; its thread starts 1 s after the limit would have run out.
    const slowStart = inspector({ timeMs: 2_000, startMs: SVG_TASK_LIMITS.startMs, startDelayMs: 3_000 });
    const sanitised = await slowStart.inspect(logo);
    expect(sanitised?.toString('utf8')).toContain('<rect width="10" height="10"/>');
  });

  it('still refuses a document whose own check outlasts the limit', async () => {
    const tight = inspector({ timeMs: 20, startMs: SVG_TASK_LIMITS.startMs });
    const [refused, accepted] = await Promise.all([tight.inspect(heavy), inspector(SVG_TASK_LIMITS).inspect(heavy)]);
    expect(refused).toBeNull();
    expect(accepted).not.toBeNull();
  });

  it('answers 503 (try again), not a refusal, when no thread starts on the document in time', async () => {
    const stuck = inspector({ timeMs: SVG_TASK_LIMITS.timeMs, startMs: 500, startDelayMs: 3_000 });
    await expect(stuck.inspect(logo)).rejects.toMatchObject({ code: 'service_unavailable', status: 503 });
  });
});
