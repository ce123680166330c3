import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertNoFaultSwitchInProduction, faultPoint } from './fault-point';

describe('the test-only fault switch', () => {
  const saved = { at: process.env.FAULT_EXIT_AT, file: process.env.FAULT_EXIT_AT_FILE };
  let dir: string;
  let kill: jest.SpyInstance;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fault-switch-'));
    delete process.env.FAULT_EXIT_AT;
    delete process.env.FAULT_EXIT_AT_FILE;
    kill = jest.spyOn(process, 'kill').mockImplementation(() => true);
    jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
    for (const [name, value] of [['FAULT_EXIT_AT', saved.at], ['FAULT_EXIT_AT_FILE', saved.file]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('kills the process at the step named in the file, read at each point, and nowhere else', () => {
    const file = join(dir, 'step');
    process.env.FAULT_EXIT_AT_FILE = file;
    faultPoint('edit.after-flag');
    expect(kill).not.toHaveBeenCalled();

    writeFileSync(file, 'edit.after-flag\n');
    faultPoint('edit.after-intent');
    expect(kill).not.toHaveBeenCalled();
    faultPoint('edit.after-flag');
    expect(kill).toHaveBeenCalledWith(process.pid, 'SIGKILL');

    kill.mockClear();
    writeFileSync(file, '');
    faultPoint('edit.after-flag');
    expect(kill).not.toHaveBeenCalled();
  });

  it('still kills at the step of FAULT_EXIT_AT', () => {
    process.env.FAULT_EXIT_AT = 'create.after-tool';
    faultPoint('create.after-tool');
    expect(kill).toHaveBeenCalledWith(process.pid, 'SIGKILL');
  });

  it('is refused in production, either way', () => {
    expect(() => assertNoFaultSwitchInProduction({ NODE_ENV: 'production', FAULT_EXIT_AT_FILE: '/tmp/step' })).toThrow(/test-only/);
    expect(() => assertNoFaultSwitchInProduction({ NODE_ENV: 'production', FAULT_EXIT_AT: 'create.after-tool' })).toThrow(/test-only/);
    expect(() => assertNoFaultSwitchInProduction({ NODE_ENV: 'test', FAULT_EXIT_AT_FILE: '/tmp/step' })).not.toThrow();
  });
});
